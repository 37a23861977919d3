import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Form } from '../../../forms/Form.tsx';
import type { FormBinding } from '../../../forms/useForumForm.ts';
import { accountText as a } from '../../../messages/accounts.ts';
import { threadText as t } from '../../../messages/thread.ts';
import { LoginFields } from '../../../components/LoginFields/LoginFields.tsx';
import type { LoginValues } from '../../../components/LoginFields/loginForm.ts';
import * as styles from './Thread.css.ts';

export interface LoginRequiredDialogProps {
  open: boolean;
  /** Escape, an outside click or × (not while logging in). */
  onClose: () => void;
  /** The login form (form layer): e-mail and password, messages, in flight. */
  form: FormBinding<LoginValues>;
}

/**
 * The login-required modal of the thread page: a guest who posts a reply logs in here
 * without leaving the page (their reply is kept and posted afterwards). Email, Password and
 * the links to forgot password, resend verification and sign-up.
 */
export function LoginRequiredDialog({ open, onClose, form }: LoginRequiredDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.loginTitle}
      description={t.loginIntro}
      size="small"
      busy={form.submitting}
    >
      <Form form={form} label={a.loginTitle} space="medium">
        <LoginFields form={form} />
        <Button
          type="submit"
          variant="primary"
          fullWidth
          busy={form.submitting}
          busyLabel={a.loginBusy}
        >
          {a.loginButton}
        </Button>
        <div className={styles.modalLinks}>
          <span>
            {a.noAccount} <Link to="/signup">{a.signUpLink}</Link>
          </span>
        </div>
      </Form>
    </Dialog>
  );
}
