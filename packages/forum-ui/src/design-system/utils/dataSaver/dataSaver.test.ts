import { describe, expect, it, vi } from 'vitest';
import {
  DATA_SAVER_KEY,
  choiceFor,
  choiceOf,
  dataSaverOn,
  dataSaverSnapshot,
  setDataSaver,
  subscribeDataSaver,
} from './dataSaver.ts';

describe('the data saver', () => {
  it("is the reader's choice when there is one, else what the browser asks for", () => {
    expect(dataSaverOn(null, false)).toBe(false);
    expect(dataSaverOn(null, true)).toBe(true);
    expect(dataSaverOn('on', false)).toBe(true);
    expect(dataSaverOn('off', true)).toBe(false);
  });

  it('reads only on and off as a stored choice', () => {
    expect(choiceOf('on')).toBe('on');
    expect(choiceOf('off')).toBe('off');
    expect(choiceOf('true')).toBeNull();
    expect(choiceOf(null)).toBeNull();
    expect(choiceOf(undefined)).toBeNull();
  });

  it("keeps a choice only where it differs from the browser's wish", () => {
    expect(choiceFor(true, false)).toBe('on');
    expect(choiceFor(false, true)).toBe('off');
    expect(choiceFor(true, true)).toBeNull();
    expect(choiceFor(false, false)).toBeNull();
  });
});

describe('the store', () => {
  const withSaveData = (saveData: boolean) => {
    const connection = Object.assign(new EventTarget(), { saveData });
    vi.stubGlobal('navigator', { ...navigator, connection });
    return connection;
  };

  it('follows the header the server saw, and the connection’s saveData', () => {
    expect(dataSaverSnapshot(false)).toBe(false);
    expect(dataSaverSnapshot(true)).toBe(true);
    withSaveData(true);
    expect(dataSaverSnapshot(false)).toBe(true);
  });

  it('switched on, remembers it on the device and tells its subscribers', () => {
    const changed = vi.fn();
    const stop = subscribeDataSaver(changed);
    setDataSaver(true, false);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
    expect(dataSaverSnapshot(false)).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    // Back off: the page follows the browser again (nothing kept).
    setDataSaver(false, false);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBeNull();
    expect(dataSaverSnapshot(false)).toBe(false);
    stop();
    setDataSaver(true, false);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('switched off on a browser that asks for it, stays off whatever the browser says', () => {
    setDataSaver(false, true);
    expect(localStorage.getItem(DATA_SAVER_KEY)).toBe('off');
    expect(dataSaverSnapshot(true)).toBe(false);
    withSaveData(true);
    expect(dataSaverSnapshot(false)).toBe(false);
  });

  it('hears another tab’s switch (storage) and the connection’s change', () => {
    const connection = withSaveData(false);
    const changed = vi.fn();
    const stop = subscribeDataSaver(changed);
    window.dispatchEvent(new StorageEvent('storage', { key: DATA_SAVER_KEY }));
    connection.dispatchEvent(new Event('change'));
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: DATA_SAVER_KEY }));
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('reads an unavailable storage as no choice', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(dataSaverSnapshot(true)).toBe(true);
    expect(dataSaverSnapshot(false)).toBe(false);
  });
});
