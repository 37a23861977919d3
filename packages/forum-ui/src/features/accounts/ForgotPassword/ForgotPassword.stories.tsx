import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DRAFT_PREFIX, formMessages } from '@forum/forum-ui/design-system';
import { accountMessages as m, accountText as t } from '../messages.ts';
import { FORGOT_PASSWORD_DRAFT, ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';
import { type Canvas, field, navigatedTo } from '../../../test/queries.ts';

const meta = {
  title: 'Screens/Accounts/Forgot password',
  component: ForgotPasswordScreen,
  args: { onAlert: fn() },
  parameters: {
    layout: 'fullscreen',
    router: { route: '/ForgetPassword', path: '/ForgetPassword' },
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvas: Canvas) => field(canvas, 'Email');

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.forgotTitle })).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.forgotTitle })).toBeVisible();
    await expect(emailField(canvas)).toHaveAttribute('type', 'email');
    await expect(emailField(canvas)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: t.sendResetLink })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: t.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(args.onAlert).not.toHaveBeenCalled();
  },
};

export const ClientValidation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.sendResetLink }));
    await expect(emailField(canvas)).toHaveAccessibleDescription(m.enterEmail);
    await expect(emailField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(emailField(canvas)).toHaveFocus());
    await expect(args.onAlert).not.toHaveBeenCalled();
    // Typing answers the message.
    await userEvent.type(emailField(canvas), 'a');
    await expect(emailField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** Text that is not an address (markup, 10,000 x's) is refused next to the field: nothing is 'sent'. */
export const InvalidAddress: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(emailField(canvas), '<b>not</b> an address');
    await userEvent.click(canvas.getByRole('button', { name: t.sendResetLink }));
    await waitFor(() =>
      expect(emailField(canvas)).toHaveAccessibleDescription(formMessages.invalidEmail),
    );
    await expect(emailField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(canvas)).toHaveValue('<b>not</b> an address');
    await expect(args.onAlert).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(emailField(canvas), 'user@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t.sendResetLink }));
    // No call is made: the spec's page only shows a browser alert.
    await expect(args.onAlert).toHaveBeenCalledTimes(1);
    await expect(args.onAlert).toHaveBeenCalledWith(t.resetLinkSent('user@example.com'));
    await expect(emailField(canvas)).toHaveValue('');
    await expect(sessionStorage.getItem(DRAFT_PREFIX + FORGOT_PASSWORD_DRAFT)).toBeNull();
  },
};

export const BackToLogin: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: t.backToLogin }));
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/login$/);
  },
};

export const RestoresDraftAfterReload: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      DRAFT_PREFIX + FORGOT_PASSWORD_DRAFT,
      JSON.stringify({ email: 'maria@example.ph' }),
    );
  },
  play: async ({ canvas }) => {
    await expect(emailField(canvas)).toHaveValue('maria@example.ph');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(emailField(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(emailField(canvas)).toHaveAccessibleDescription(m.enterEmail);
    await userEvent.keyboard('maria@example.ph');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.sendResetLink })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAlert).toHaveBeenCalledTimes(1);
    await expect(args.onAlert).toHaveBeenCalledWith(t.resetLinkSent('maria@example.ph'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.forgotTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.sendResetLink })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.sendResetLink }));
    await expect(emailField(canvas)).toHaveAccessibleDescription(m.enterEmail);
  },
};
