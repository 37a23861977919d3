/**
 * The login-required modal with its form (form layer), loaded only when a guest first tries
 * to post: POST /auth/login, 'Login successful!', then the thread page takes over.
 */
import { useLogin } from '@forum/api';
import { useToast } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { accountMessages } from '../../accounts/index.ts';
import { threadToolMessages as m } from '../StaffTools/messages.ts';
import { LOGIN_DEFAULTS, loginBody, validateLogin } from '../../accounts/index.ts';
import { LoginRequiredDialog } from './LoginRequiredDialog.tsx';

export interface LoginDialogScreenProps {
  open: boolean;
  onClose: () => void;
  onLoggedIn: () => void;
}

export function LoginDialogScreen({ open, onClose, onLoggedIn }: LoginDialogScreenProps) {
  const toast = useToast();
  const login = useLogin();
  const form = useApiForm({
    defaultValues: LOGIN_DEFAULTS,
    validate: validateLogin,
    submit: (values) => login.mutateAsync({ body: loginBody(values) }),
    failure: { fallback: accountMessages.loginFailed },
    onSuccess: () => {
      toast.success(m.loginSuccessful);
      onLoggedIn();
    },
  });
  return <LoginRequiredDialog open={open} onClose={onClose} form={form} />;
}
