import { useEffect, useEffectEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useVerifyEmail } from '@forum/api';
import { useToast, failureMessage } from '@forum/forum-ui/design-system';
import { accountMessages as m } from '../messages.ts';
import { parseVerificationLink } from './verificationLink.ts';
import { VerifyEmailView, type VerifyEmailStatus } from './VerifyEmailView.tsx';

/** The spec's pause on the success screen before going to login. */
export const VERIFY_REDIRECT_DELAY = 3000;

export interface VerifyEmailScreenProps {
  /** Milliseconds on the success screen before going to /login (spec: 3 s; stories use 0). */
  redirectDelay?: number;
}

/** /verify-email?id=&hash=: verifies the account once, then sends the person on to login. */
export function VerifyEmailScreen({
  redirectDelay = VERIFY_REDIRECT_DELAY,
}: VerifyEmailScreenProps) {
  const [params] = useSearchParams();
  const link = parseVerificationLink(params);
  // Not called at all without a complete link (the hook stays disabled).
  const verify = useVerifyEmail(link?.id, link?.hash);

  const serverMessage = verify.data?.message;
  const status: VerifyEmailStatus = !link
    ? 'invalid'
    : verify.isSuccess
      ? 'success'
      : verify.isError
        ? 'failure'
        : 'verifying';
  const alreadyVerified = serverMessage === m.alreadyVerifiedServer;

  return (
    <>
      {status === 'success' && (
        <RedirectToLogin
          message={alreadyVerified ? m.alreadyVerified : (serverMessage ?? m.verifiedFallback)}
          delay={redirectDelay}
        />
      )}
      <VerifyEmailView
        status={status}
        alreadyVerified={alreadyVerified}
        message={
          status === 'success'
            ? serverMessage
            : status === 'failure' && verify.error
              ? failureMessage(verify.error, m.verificationFailed)
              : undefined
        }
      />
    </>
  );
}

/**
 * The success screen's way out: the toast at once (it stays visible on the login page), then
 * /login after the pause. Mounted with the success screen, so its timer starts when that screen
 * shows and is cleared if the person leaves first.
 */
function RedirectToLogin({ message, delay }: { message: string; delay: number }) {
  const navigate = useNavigate();
  const toast = useToast();
  const start = useEffectEvent(() => {
    // One toast however often this runs (the id replaces it).
    toast.success(message, { id: 'email-verified' });
    return window.setTimeout(() => void navigate('/login', { replace: true }), delay);
  });
  useEffect(() => {
    const timer = start();
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
