import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toApiError, useLogin } from '@forum/api';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { useFormDraft } from '../../../hooks/useFormDraft.ts';
import {
  accountMessages as m,
  formFailure,
  validateLogin,
  type FormErrors,
  type LoginField,
  type LoginValues,
} from '../../../messages/accounts.ts';
import { returnPathFrom } from '../../../utils/returnPath.ts';
import { LoginView } from './LoginView.tsx';

const EMPTY: LoginValues = { email: '', password: '' };

/** Storage key of the login draft (the e-mail only; never the password). */
export const LOGIN_DRAFT = 'login';

const LOGIN_FIELDS: Readonly<Record<string, LoginField>> = { email: 'email', password: 'password' };

/**
 * /login. On success: 'Login successful!' and back to where the visitor came from
 * (`location.state.from`, set by the protected-route wrapper) or home.
 */
export function LoginScreen() {
  const toast = useToast();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const draft = useFormDraft(LOGIN_DRAFT, EMPTY);
  const [errors, setErrors] = useState<FormErrors<LoginField>>({});
  const [formError, setFormError] = useState<string>();
  const [failedSubmits, setFailedSubmits] = useState(0);

  const change = (field: LoginField, value: string) => {
    draft.setValue(field, value);
    if (errors[field]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[field];
        return next;
      });
    }
  };

  const fail = (next: FormErrors<LoginField>, message?: string) => {
    setErrors(next);
    setFormError(message);
    setFailedSubmits((n) => n + 1);
  };

  const submit = async () => {
    const invalid = validateLogin(draft.values);
    if (Object.keys(invalid).length > 0) {
      fail(invalid);
      toast.error(m.fillAllFields, { id: m.fillAllFields });
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      await login.mutateAsync({
        body: { email: draft.values.email.trim(), password: draft.values.password },
      });
      draft.clear();
      toast.success(m.loginSuccessful);
      navigate(returnPathFrom(location.state), { replace: true });
    } catch (caught) {
      const failure = formFailure(toApiError(caught), LOGIN_FIELDS, m.loginFailed);
      fail(failure.errors, failure.formError);
      if (failure.fieldErrors) toast.fieldErrors(failure.fieldErrors);
      if (failure.formError) toast.error(failure.formError);
    }
  };

  return (
    <LoginView
      values={draft.values}
      errors={errors}
      formError={formError}
      submitting={login.isPending}
      failedSubmits={failedSubmits}
      onChange={change}
      onSubmit={() => void submit()}
    />
  );
}
