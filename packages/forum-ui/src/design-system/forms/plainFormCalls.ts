/**
 * A module of its own, so that only the chunks of forms with no server behind them carry it:
 * in failure.ts it would sit in the form layer's chunk that every form page loads.
 */
import type { FormCalls } from './failure.ts';

/**
 * Calls with no server behind them (the editor's image upload, a component's story): a thrown
 * Error's message is the failure, nothing waits for a login, and drafts are a guest's.
 */
export const plainFormCalls: FormCalls = {
  useOwner: () => undefined,
  failed: (caught) => ({
    message: caught instanceof Error ? caught.message : String(caught),
    status: 0,
    data: undefined,
  }),
  claimResend: () => {},
  waitsForLogin: () => false,
  onResent: () => {},
};
