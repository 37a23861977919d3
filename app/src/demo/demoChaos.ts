/**
 * The demo bar's chaos switch, over the mock backend's one chaos setting (mocks/chaos.ts): on,
 * 1 call in 5 fails at random, with a fixed seed; the setting is kept in localStorage beside the
 * demo data, so it survives a reload.
 */
import { DEFAULT_CHAOS_SEED, DEMO_CHAOS_RATE, readChaosSetting } from '@forum/mocks/chaos';

/** What the switch tells (a toast, read out politely) when turned on and off. */
export const CHAOS_ON_NOTE = 'Failing backend on: 1 call in 5 now fails at random.';
export const CHAOS_OFF_NOTE = 'Failing backend off: every call goes through again.';

export const demoChaosOn = (): boolean => readChaosSetting(window.localStorage) !== null;

export async function setDemoChaos(on: boolean): Promise<void> {
  const { setChaos } = await import('@forum/mocks/browser');
  setChaos(on ? { rate: DEMO_CHAOS_RATE, seed: DEFAULT_CHAOS_SEED } : null);
}
