import { useEffect, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { DRAFT_PREFIX } from '@forum/forum-ui/design-system';
import { accountMessages as m, accountText as t } from '../messages.ts';
import { LOGIN_DRAFT, LoginScreen } from './LoginScreen.tsx';
import { type Canvas, field, toasts, navigatedTo } from '../../../test/queries.ts';

const meta = {
  title: 'Screens/Accounts/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', router: { route: '/login', path: '/login' } },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvas: Canvas, email: string, password: string) {
  if (email) await userEvent.type(field(canvas, t.email), email);
  if (password) await userEvent.type(field(canvas, t.password), password);
  await userEvent.click(canvas.getByRole('button', { name: t.loginButton }));
}

/** Arrives at /login the way the protected-route wrapper sends a guest: with state.from. */
function ArrivedFrom({ from, children }: { from: unknown; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const arrived = location.state !== null;
  useEffect(() => {
    if (!arrived) void navigate(location.pathname, { replace: true, state: { from } });
  }, [arrived, from, location.pathname, navigate]);
  return arrived ? children : null;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.loginTitle })).toBeVisible();
    await expect(field(canvas, t.email)).toHaveValue('');
    await expect(field(canvas, t.email)).toHaveAttribute('type', 'email');
    await expect(field(canvas, t.password)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: t.showPassword })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.forgotPasswordLink })).toHaveAttribute(
      'href',
      '/ForgetPassword',
    );
    await expect(canvas.getByRole('link', { name: t.resendVerificationLink })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
    await expect(canvas.getByRole('link', { name: t.signUpLink })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(canvas.getByRole('link', { name: t.backToHome })).toHaveAttribute('href', '/');
  },
};

export const ClientValidation: Story = {
  play: async ({ canvas }) => {
    await logIn(canvas, 'user@example.com', '');
    const password = field(canvas, t.password);
    await expect(password).toHaveAccessibleDescription(m.fillAllFields);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(field(canvas, t.email)).not.toHaveAttribute('aria-invalid');
    await expect(field(canvas, t.email)).toHaveValue('user@example.com');
    await expect(await toasts().findByText(m.fillAllFields)).toBeVisible();
  },
};

export const ClientValidationEmpty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.loginButton }));
    await expect(canvas.getAllByText(m.fillAllFields)).toHaveLength(2);
    await waitFor(() => expect(field(canvas, t.email)).toHaveFocus());
    await expect(field(canvas, t.email)).toHaveAccessibleDescription(m.fillAllFields);
  },
};

export const ServerValidation422: Story = {
  play: async ({ canvas }) => {
    await logIn(canvas, 'user@example.com', 'wrong-password');
    const message = 'These credentials do not match our records.';
    await waitFor(() => expect(field(canvas, t.email)).toHaveAccessibleDescription(message));
    await expect(field(canvas, t.email)).toHaveFocus();
    await expect(await toasts().findByText(`email: ${message}`)).toBeVisible();
    await expect(field(canvas, t.email)).toHaveValue('user@example.com');
    await expect(field(canvas, t.password)).toHaveValue('wrong-password');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('post', '/auth/login')] } },
  play: async ({ canvas }) => {
    await logIn(canvas, 'user@example.com', 'password');
    await expect(await canvas.findByText(m.loginFailed)).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.loginTitle })).toHaveAccessibleDescription(
      m.loginFailed,
    );
    await expect(await toasts().findByText(m.loginFailed)).toBeVisible();
    await expect(field(canvas, t.email)).toHaveValue('user@example.com');
    await expect(field(canvas, t.password)).toHaveValue('password');
  },
};

export const Unauthenticated401: Story = {
  parameters: { msw: { handlers: [scenarios.unauthenticated('post', '/auth/login')] } },
  play: async ({ canvas }) => {
    await logIn(canvas, 'user@example.com', 'password');
    await expect(await canvas.findByText('Unauthenticated.')).toBeVisible();
    // Nothing typed is lost.
    await expect(field(canvas, t.email)).toHaveValue('user@example.com');
    await expect(field(canvas, t.password)).toHaveValue('password');
  },
};

export const Unverified: Story = {
  play: async ({ canvas }) => {
    await logIn(canvas, 'unverified@example.com', 'password');
    const message = 'Please verify your email address before logging in.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(await toasts().findByText(message)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.resendVerificationLink })).toBeVisible();
    await expect(field(canvas, t.email)).toHaveValue('unverified@example.com');
  },
};

export const Banned: Story = {
  play: async ({ canvas }) => {
    await logIn(canvas, 'banned@example.com', 'password');
    await expect(await canvas.findByText('Your account has been banned.')).toBeVisible();
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [scenarios.slow('post', '/auth/login', 'infinite')] } },
  play: async ({ canvas }) => {
    await logIn(canvas, 'user@example.com', 'password');
    const button = await canvas.findByRole('button', { name: t.loginBusy });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await logIn(canvas, 'user@example.com', 'password');
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/$/);
    await expect(await toasts().findByText(m.loginSuccessful)).toBeVisible();
    await expect(sessionStorage.getItem(DRAFT_PREFIX + LOGIN_DRAFT)).toBeNull();
  },
};

export const SuccessReturnsToOrigin: Story = {
  render: () => (
    <ArrivedFrom from="/ThreadForm">
      <LoginScreen />
    </ArrivedFrom>
  ),
  play: async ({ canvas }) => {
    await logIn(canvas, 'user@example.com', 'password');
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/ThreadForm$/);
  },
};

export const SuccessReturnsToOriginLocation: Story = {
  render: () => (
    <ArrivedFrom from={{ pathname: '/UserProfile', search: '?tab=activity', hash: '' }}>
      <LoginScreen />
    </ArrivedFrom>
  ),
  play: async ({ canvas }) => {
    await logIn(canvas, 'admin@example.com', 'password');
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/UserProfile\?tab=activity$/);
  },
};

export const ClickOutsideReturnsHome: Story = {
  play: async ({ canvas }) => {
    // A pointer-only target (hidden from assistive technology, out of the tab order)...
    const backdrop = canvas.getByTestId('login-backdrop');
    await expect(backdrop).toHaveAttribute('aria-hidden', 'true');
    await expect(backdrop).toHaveAttribute('tabindex', '-1');
    // ...clicking inside the box does nothing...
    await userEvent.click(canvas.getByRole('heading', { level: 1, name: t.loginTitle }));
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
    // ...clicking around it goes home.
    await userEvent.click(backdrop);
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/$/);
  },
};

export const BackToHomeByKeyboard: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: t.backToHome });
    link.focus();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/$/);
  },
};

export const RestoresDraftAfterReload: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      DRAFT_PREFIX + LOGIN_DRAFT,
      JSON.stringify({ email: 'user@example.com', password: 'leaked' }),
    );
  },
  play: async ({ canvas }) => {
    await expect(field(canvas, t.email)).toHaveValue('user@example.com');
    await expect(field(canvas, t.password)).toHaveValue('');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(field(canvas, t.email)).toHaveFocus();
    await userEvent.keyboard('user@example.com');
    await userEvent.tab();
    await expect(field(canvas, t.password)).toHaveFocus();
    await userEvent.keyboard('password');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.showPassword })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.forgotPasswordLink })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.resendVerificationLink })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.loginButton })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/$/);
  },
};

export const KeyboardEnterInField: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('user@example.com');
    await userEvent.tab();
    await userEvent.keyboard('password{Enter}');
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/$/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.loginTitle })).toBeVisible();
    await logIn(canvas, 'unverified@example.com', 'password');
    await expect(
      await canvas.findByText('Please verify your email address before logging in.'),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.loginButton }));
    await expect(canvas.getAllByText(m.fillAllFields)).toHaveLength(2);
  },
};
