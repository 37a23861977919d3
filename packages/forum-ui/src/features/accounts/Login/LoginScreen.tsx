import { useLocation, useNavigate } from 'react-router-dom';
import { useLogin } from '@forum/api';
import { useToast } from '@forum/forum-ui/design-system';
import { useApiForm } from '../../../connected/apiForm.ts';
import { accountMessages as m } from '../messages.ts';
import { returnPathFrom } from '../returnPath.ts';
import { LOGIN_DEFAULTS, LOGIN_DRAFT, loginBody, validateLogin } from '../LoginFields/loginForm.ts';
import { LoginView } from './LoginView.tsx';

export { LOGIN_DRAFT };

/**
 * /login. On success: 'Login successful!' and back to where the visitor came from
 * (`location.state.from`, set by the protected-route wrapper) or home.
 */
export function LoginScreen() {
  const toast = useToast();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useApiForm({
    defaultValues: LOGIN_DEFAULTS,
    draftKey: LOGIN_DRAFT,
    validate: validateLogin,
    submit: (values) => login.mutateAsync({ body: loginBody(values) }),
    failure: { fallback: m.loginFailed },
    onSuccess: () => {
      toast.success(m.loginSuccessful);
      void navigate(returnPathFrom(location.state), { replace: true });
    },
  });
  return <LoginView form={form} />;
}
