import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { accountMessages as m, accountText as t } from '../messages.ts';
import { useApiForm } from '../../../connected/apiForm.ts';
import { LoginFields } from './LoginFields.tsx';
import { LOGIN_DEFAULTS, loginBody, validateLogin, type LoginValues } from './loginForm.ts';

/** The fields in a form on the form layer, as the login page and the thread's modal use them. */
function LoginForm({ onSubmit }: { onSubmit: (body: ReturnType<typeof loginBody>) => void }) {
  const form = useApiForm<LoginValues, void>({
    defaultValues: LOGIN_DEFAULTS,
    validate: validateLogin,
    submit: async (values) => onSubmit(loginBody(values)),
    toastInvalid: false,
  });
  return (
    <form.AppForm>
      <form.Form label={t.loginTitle} space="medium">
        <LoginFields form={form} />
        <form.SubmitButton>{t.loginButton}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

const meta = {
  title: 'Screens/Accounts/Login fields',
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** E-mail, password and the help links; the e-mail is sent trimmed, the password as typed. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: t.forgotPasswordLink })).toHaveAttribute(
      'href',
      '/ForgetPassword',
    );
    await expect(canvas.getByRole('link', { name: t.resendVerificationLink })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), '  user@example.com ');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), ' secret ');
    await userEvent.click(canvas.getByRole('button', { name: t.loginButton }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'user@example.com',
      password: ' secret ',
    });
  },
};

/** Both fields are needed: the message shows next to each, and nothing is sent. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.loginButton }));
    await expect(await canvas.findAllByText(m.fillAllFields)).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
