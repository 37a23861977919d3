/**
 * What the form layer asks of the app about a call it sent: who owns a draft now, what a failure
 * says, and whether the app keeps a refused call to send again after a login. The design system
 * knows no API: the connected layer gives the API's answers once, above every form
 * (connected/forms/ApiFormConnection.tsx), as LinkProvider gives the router's link. Without it
 * (a component on its own), a form is a guest's and a failure is only its message.
 */
import { createContext } from 'react';
import type { FailedCall } from '../utils/failures/failureMessage.ts';

export interface FormConnection {
  /** Whose drafts are written and read now: the signed-in member's id, else null (a guest). */
  owner: () => number | null;
  /** Any thrown value as a failed call. */
  failedCall: (caught: unknown) => FailedCall;
  /** The app keeps this refused call (a 401) and sends it again once the person logs in. */
  waitsForLogin: (caught: unknown) => boolean;
  /** This form sends the call again itself: the app's resend leaves it alone. */
  claimResend: (caught: unknown) => void;
  /** Runs `then` with the answer when the app's resend after login goes through. */
  onResent: (caught: unknown, then: (result: unknown) => void) => void;
}

const isFailedCall = (value: unknown): value is FailedCall =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FailedCall).status === 'number' &&
  typeof (value as FailedCall).message === 'string';

/** A form with no app around it. */
export const UNCONNECTED: FormConnection = {
  owner: () => null,
  failedCall: (caught) =>
    isFailedCall(caught)
      ? caught
      : { status: 0, message: caught instanceof Error ? caught.message : String(caught) },
  waitsForLogin: () => false,
  claimResend: () => {},
  onResent: () => {},
};

export const FormConnectionContext = createContext<FormConnection>(UNCONNECTED);
