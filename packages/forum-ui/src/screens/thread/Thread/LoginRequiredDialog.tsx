import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import type { ForumAppForm } from '../../../components/AppForm/appForm.ts';
import { useSubmitting } from '../../../forms/formComponents.tsx';
import { accountText as a } from '../../../messages/accounts.ts';
import { threadToolText as t } from '../../../messages/threadTools.ts';
import { LoginFields } from '../../../components/LoginFields/LoginFields.tsx';
import type { LoginValues } from '../../../components/LoginFields/loginForm.ts';
import * as styles from './Thread.css.ts';

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
