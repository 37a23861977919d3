import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { accountMessages as m, accountText as t } from '../messages.ts';
import { verificationPath } from './verificationLink.ts';
import { VerifyEmailScreen } from './VerifyEmailScreen.tsx';
import { toasts, navigatedTo } from '../../../test/queries.ts';

/**
 * Links of the seeded mock db. The demo accounts are its first users, in a fixed order
 * (admin 1, moderator 2, user 3, unverified 4, banned 5), and the mock backend's hash is
 * sha1(email) as in Laravel.
 */
const links = {
  /** unverified@example.com, not yet verified: the link verifies it. */
  unverified: verificationPath({ id: 4, hash: '0dcd07a4fd28e6a3860467658b01f5e6a055dd44' }),
  /** user@example.com, verified long ago: 'Email already verified.' */
  verified: verificationPath({ id: 3, hash: '63a710569261a24b3766275b7000ce8d7b32e2f7' }),
  /** The unverified account's id with a hash that is not its own. */
  tampered: verificationPath({ id: 4, hash: '0000000000000000000000000000000000000000' }),
};

const at = (route: string) => ({ router: { route, path: '/verify-email' } });

/** Records each verification call, then lets the mock backend answer it. */
const verifyCalls = fn();
const recordVerifyCalls = http.get('*/api/v1/auth/verify-email/:id/:hash', ({ params }) => {
  verifyCalls(params.id, params.hash);
  return undefined;
});

const meta = {
  title: 'Screens/Accounts/Verify email',
  component: VerifyEmailScreen,
  // The spec's 3 s pause is not waited for in stories; SuccessBeforeRedirect keeps the page.
  args: { redirectDelay: 0 },
  parameters: { layout: 'fullscreen', ...at(links.unverified) },
  beforeEach: () => {
    verifyCalls.mockClear();
  },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = 10 * 60 * 1000;

/** A fresh link from the e-mail: verified, with the way on to login. */
export const Default: Story = {
  args: { redirectDelay: LONG },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.verifiedTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.goToLoginNow })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const InvalidLink: Story = {
  parameters: { ...at('/verify-email'), msw: { handlers: [recordVerifyCalls] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: t.verifyFailedTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(m.invalidVerificationLink)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.requestNewLink })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
    await expect(canvas.queryByText(t.verifying)).toBeNull();
    await expect(verifyCalls).not.toHaveBeenCalled();
  },
};

export const InvalidLinkMissingHash: Story = {
  parameters: { ...at('/verify-email?id=4'), msw: { handlers: [recordVerifyCalls] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.invalidVerificationLink)).toBeVisible();
    await expect(verifyCalls).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  parameters: {
    msw: { handlers: [scenarios.slow('get', '/auth/verify-email/{id}/{hash}', 'infinite')] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.verifyTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t.verifying);
    await expect(canvas.getByText(t.verifying)).toBeVisible();
  },
};

export const Success: Story = {
  parameters: { msw: { handlers: [recordVerifyCalls] } },
  play: async ({ canvas }) => {
    // Verified, then straight on to login (delay 0 here; 3 s in the app).
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/login$/);
    await expect(await toasts().findByText('Email verified successfully.')).toBeVisible();
    await expect(verifyCalls).toHaveBeenCalledWith('4', '0dcd07a4fd28e6a3860467658b01f5e6a055dd44');
  },
};

export const SuccessBeforeRedirect: Story = {
  args: { redirectDelay: LONG },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.verifiedTitle }),
    ).toBeVisible();
    await expect(canvas.getByText('Email verified successfully.')).toBeVisible();
    await expect(canvas.getByText(t.redirecting)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t.goToLoginNow }));
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/login$/);
  },
};

export const AlreadyVerified: Story = {
  args: { redirectDelay: LONG },
  parameters: at(links.verified),
  play: async ({ canvas }) => {
    // The server's 'Email already verified.' counts as success.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.verifiedTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(m.alreadyVerified)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.goToLoginNow })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const AlreadyVerifiedRedirects: Story = {
  parameters: at(links.verified),
  play: async ({ canvas }) => {
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/login$/);
    await expect(await toasts().findByText(m.alreadyVerified)).toBeVisible();
  },
};

export const Failure: Story = {
  parameters: at(links.tampered),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.verifyFailedTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(m.verificationFailedExplanation)).toBeVisible();
    // The server's own message (403).
    await expect(canvas.getByText('Invalid verification link.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.requestNewLink })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
    await expect(canvas.getByRole('link', { name: t.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('status', { name: 'Navigated to' })).toBeNull();
  },
};

export const UnknownAccount: Story = {
  parameters: at(
    verificationPath({ id: 999999, hash: '0dcd07a4fd28e6a3860467658b01f5e6a055dd44' }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.verificationFailedExplanation)).toBeVisible();
    await expect(canvas.getByText('Resource not found.')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [scenarios.serverError('get', '/auth/verify-email/{id}/{hash}')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.verificationFailedExplanation)).toBeVisible();
    await expect(canvas.getByText(m.verificationFailed)).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  parameters: at(links.tampered),
  play: async ({ canvas }) => {
    await canvas.findByText(m.verificationFailedExplanation);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.requestNewLink })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await navigatedTo(canvas)).toHaveTextContent(/^\/resend-verification$/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: at(links.tampered),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m.verificationFailedExplanation)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { redirectDelay: LONG },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.verifiedTitle }),
    ).toBeVisible();
  },
};
