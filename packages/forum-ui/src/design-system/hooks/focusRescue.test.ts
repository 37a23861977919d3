import { afterEach, describe, expect, it } from 'vitest';
import { keepsMark, markOf, rescueTarget } from './focusRescue.ts';

/** A list of items, each with the buttons named, as the DOM a card list renders. */
function list(items: string[][]) {
  const ul = document.createElement('ul');
  for (const buttons of items) {
    const li = document.createElement('li');
    for (const name of buttons) {
      const button = document.createElement('button');
      button.textContent = name;
      li.append(button);
    }
    ul.append(li);
  }
  document.body.append(ul);
  return ul;
}
const button = (ul: HTMLElement, name: string) =>
  Array.from(ul.querySelectorAll('button')).find((b) => b.textContent === name)!;

afterEach(() => document.body.replaceChildren());

describe('markOf', () => {
  it('remembers the element and the index of the item that holds it', () => {
    const ul = list([['Approve A'], ['Approve B', 'Reject B']]);
    expect(markOf(ul, button(ul, 'Reject B'))).toEqual({
      element: button(ul, 'Reject B'),
      index: 1,
    });
  });

  it('ignores focus outside the items', () => {
    const ul = list([['Approve A']]);
    expect(markOf(ul, document.body)).toBeNull();
    expect(markOf(ul, null)).toBeNull();
  });
});

describe('rescueTarget', () => {
  it("moves to the next item's first control when the focused item lost its buttons", () => {
    const ul = list([['Approve A'], ['Approve B'], ['Approve C']]);
    const mark = markOf(ul, button(ul, 'Approve B'));
    button(ul, 'Approve B').remove();
    expect(rescueTarget(ul, mark, document.body)).toBe(button(ul, 'Approve C'));
  });

  it('moves to the item now in the same place when the focused item itself left', () => {
    const ul = list([['Approve A'], ['Approve B'], ['Approve C']]);
    const mark = markOf(ul, button(ul, 'Approve B'));
    ul.children[1]!.remove();
    expect(rescueTarget(ul, mark, document.body)).toBe(button(ul, 'Approve C'));
  });

  it('goes back to an earlier item when none after it has a control', () => {
    const ul = list([['Approve A'], ['Approve B'], []]);
    const mark = markOf(ul, button(ul, 'Approve B'));
    button(ul, 'Approve B').remove();
    expect(rescueTarget(ul, mark, document.body)).toBe(button(ul, 'Approve A'));
  });

  it('falls back to the list itself when no item has a control left', () => {
    const ul = list([['Approve A']]);
    const mark = markOf(ul, button(ul, 'Approve A'));
    ul.children[0]!.remove();
    expect(rescueTarget(ul, mark, document.body)).toBe(ul);
  });

  it('skips disabled and aria-disabled buttons', () => {
    const ul = list([['Approve A'], ['Approve B', 'Reject B']]);
    const mark = markOf(ul, button(ul, 'Approve A'));
    button(ul, 'Approve B').setAttribute('aria-disabled', 'true');
    button(ul, 'Approve A').remove();
    expect(rescueTarget(ul, mark, null)).toBe(button(ul, 'Reject B'));
  });

  it('honours a narrower selector', () => {
    const ul = list([['Approve A'], ['Select B', 'Approve B']]);
    button(ul, 'Approve B').dataset.action = '';
    const mark = markOf(ul, button(ul, 'Approve A'));
    button(ul, 'Approve A').remove();
    expect(rescueTarget(ul, mark, document.body, '[data-action]')).toBe(button(ul, 'Approve B'));
  });

  it('leaves focus alone while the marked element is still in the page', () => {
    const ul = list([['Approve A'], ['Approve B']]);
    const mark = markOf(ul, button(ul, 'Approve A'));
    expect(rescueTarget(ul, mark, document.body)).toBeNull();
  });

  it('leaves focus alone when it is already somewhere else', () => {
    const ul = list([['Approve A'], ['Approve B']]);
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    const mark = markOf(ul, button(ul, 'Approve A'));
    button(ul, 'Approve A').remove();
    expect(rescueTarget(ul, mark, elsewhere)).toBeNull();
    expect(rescueTarget(ul, null, document.body)).toBeNull();
  });
});

describe('keepsMark', () => {
  it('drops the mark when the person moves focus elsewhere on the page', () => {
    const ul = list([['Approve A']]);
    const approveSelected = document.createElement('button');
    document.body.append(approveSelected);
    expect(keepsMark(ul, approveSelected)).toBe(false);
  });

  it('keeps it when focus moves within the list, into a dialog, or nowhere', () => {
    const ul = list([['Approve A'], ['Approve B']]);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const reason = document.createElement('textarea');
    dialog.append(reason);
    document.body.append(dialog);
    expect(keepsMark(ul, button(ul, 'Approve B'))).toBe(true);
    expect(keepsMark(ul, reason)).toBe(true);
    expect(keepsMark(ul, null)).toBe(true);
  });
});
