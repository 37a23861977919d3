import { Dialog, Link, useSubmitting, type ForumAppForm } from '@forum/forum-ui/design-system';
import { accountText as a } from '../../accounts/index.ts';
import { threadToolText as t } from '../StaffTools/messages.ts';
import { LoginFields } from '../../accounts/index.ts';
import type { LoginValues } from '../../accounts/index.ts';
import * as styles from './Composer.css.ts';

export interface LoginRequiredDialogProps {
  open: boolean;
  /** Escape, an outside click or × (not while logging in). */
  onClose: () => void;
  /** The login form (form layer): e-mail and password, messages, in flight. */
  form: ForumAppForm<LoginValues>;
}

/**
 * The login-required modal of the thread page: a guest who posts a reply logs in here
 * without leaving the page (their reply is kept and posted afterwards). Email, Password and
 * the links to forgot password, resend verification and sign-up. Typing re-renders the field
 * alone; the dialog follows only whether the login is in flight.
 */
export function LoginRequiredDialog({ open, onClose, form }: LoginRequiredDialogProps) {
  const submitting = useSubmitting(form);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.loginTitle}
      description={t.loginIntro}
      size="small"
      busy={submitting}
    >
      <form.AppForm>
        <form.Form label={a.loginTitle} space="medium">
          <LoginFields form={form} />
          <form.SubmitButton fullWidth busyLabel={a.loginBusy}>
            {a.loginButton}
          </form.SubmitButton>
          <div className={styles.modalLinks}>
            <span>
              {a.noAccount} <Link to="/signup">{a.signUpLink}</Link>
            </span>
          </div>
        </form.Form>
      </form.AppForm>
    </Dialog>
  );
}
