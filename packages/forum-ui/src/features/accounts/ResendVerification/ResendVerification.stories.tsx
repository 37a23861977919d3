import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { DRAFT_PREFIX } from '@forum/forum-ui/design-system';
import { accountMessages as m, accountText as t } from '../messages.ts';
import { RESEND_DRAFT, ResendVerificationScreen } from './ResendVerificationScreen.tsx';
import { type Canvas, field, toasts, navigatedTo } from '../../../test/queries.ts';

const meta = {
  title: 'Screens/Accounts/Resend verification',
  component: ResendVerificationScreen,
  parameters: {
    layout: 'fullscreen',
    router: { route: '/resend-verification', path: '/resend-verification' },
  },
} satisfies Meta<typeof ResendVerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvas: Canvas) => field(canvas, 'Email');

async function send(canvas: Canvas, email: string) {
  if (email) await userEvent.type(emailField(canvas), email);
  await userEvent.click(canvas.getByRole('button', { name: t.resendButton }));
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.resendTitle })).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.resendTitle })).toBeVisible();
    await expect(emailField(canvas)).toHaveValue('');
    await expect(emailField(canvas)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: t.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ClientValidation: Story = {
  play: async ({ canvas }) => {
    await send(canvas, '');
    await expect(emailField(canvas)).toHaveAccessibleDescription(m.enterEmail);
    await waitFor(() => expect(emailField(canvas)).toHaveFocus());
    await expect(await toasts().findByText(m.enterEmail)).toBeVisible();
  },
};

export const ServerValidation422: Story = {
  play: async ({ canvas }) => {
    // No account has this address: the mock backend's rule answers 422.
    await send(canvas, 'nobody@example.com');
    const message = 'The selected email is invalid.';
    await waitFor(() => expect(emailField(canvas)).toHaveAccessibleDescription(message));
    await expect(emailField(canvas)).toHaveFocus();
    await expect(await toasts().findByText(`email: ${message}`)).toBeVisible();
    await expect(emailField(canvas)).toHaveValue('nobody@example.com');
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [scenarios.serverError('post', '/auth/resend-verification-email')] },
  },
  play: async ({ canvas }) => {
    await send(canvas, 'unverified@example.com');
    await expect(await canvas.findByText(m.resendFailed)).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.resendTitle })).toHaveAccessibleDescription(
      m.resendFailed,
    );
    await expect(await toasts().findByText(m.resendFailed)).toBeVisible();
    await expect(emailField(canvas)).toHaveValue('unverified@example.com');
  },
};

export const Sending: Story = {
  parameters: {
    msw: { handlers: [scenarios.slow('post', '/auth/resend-verification-email', 'infinite')] },
  },
  play: async ({ canvas }) => {
    await send(canvas, 'unverified@example.com');
    await expect(await canvas.findByRole('button', { name: t.sending })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'unverified@example.com');
    const heading = await canvas.findByRole('heading', { level: 1, name: t.resendSuccessTitle });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(m.verificationEmailSent)).toBeVisible();
    await expect(await toasts().findByText(m.verificationEmailSent)).toBeVisible();
    const mailbox = canvas.getByRole('region', { name: t.demoMailboxTitle });
    await expect(
      within(mailbox).getByRole('link', { name: t.openVerificationLink }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/verify-email\?id=\d+&hash=[0-9a-f]{40}$/));
    await expect(canvas.getByRole('link', { name: t.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(sessionStorage.getItem(DRAFT_PREFIX + RESEND_DRAFT)).toBeNull();
  },
};

export const SendAnother: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'unverified@example.com');
    await userEvent.click(await canvas.findByRole('button', { name: t.sendAnother }));
    // Back to the form, the address ready and focused.
    await expect(canvas.getByRole('heading', { level: 1, name: t.resendTitle })).toBeVisible();
    await waitFor(() => expect(emailField(canvas)).toHaveFocus());
    await expect(emailField(canvas)).toHaveValue('unverified@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.resendSuccessTitle }),
    ).toBeVisible();
  },
};

export const AlreadyVerified: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'user@example.com');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.alreadyVerifiedTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(m.alreadyVerified)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.goToLogin })).toHaveAttribute('href', '/login');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(emailField(canvas)).toHaveFocus();
    await userEvent.keyboard('unverified@example.com');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.resendButton })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.resendSuccessTitle }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.backToLogin })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/login$/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await send(canvas, 'unverified@example.com');
    await expect(await canvas.findByRole('button', { name: t.sendAnother })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await send(canvas, 'nobody@example.com');
    await waitFor(() =>
      expect(emailField(canvas)).toHaveAccessibleDescription('The selected email is invalid.'),
    );
  },
};
