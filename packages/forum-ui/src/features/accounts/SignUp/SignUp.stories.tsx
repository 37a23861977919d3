import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { DRAFT_PREFIX } from '@forum/forum-ui/design-system';
import { accountMessages as m, accountText as t } from '../messages.ts';
import { SIGN_UP_DRAFT, SignUpScreen } from './SignUpScreen.tsx';
import { type Canvas, field, toasts, navigatedTo } from '../../../test/queries.ts';

const meta = {
  title: 'Screens/Accounts/Sign up',
  component: SignUpScreen,
  parameters: { layout: 'fullscreen', router: { route: '/signup', path: '/signup' } },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: t.signUpButton }));

interface Person {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
}

async function fill(canvas: Canvas, person: Person) {
  const entries: [string, string | undefined][] = [
    [t.firstName, person.firstName],
    [t.lastName, person.lastName],
    [t.email, person.email],
    [t.password, person.password],
    [t.confirmPassword, person.confirmPassword],
  ];
  for (const [text, value] of entries) {
    if (value) await userEvent.type(field(canvas, text), value);
  }
}

const maria = {
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria.santos@example.ph',
  password: 'secret123',
  confirmPassword: 'secret123',
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.signUpTitle })).toBeVisible();
    const form = canvas.getByRole('form', { name: t.signUpTitle });
    for (const text of [t.firstName, t.lastName, t.email, t.password, t.confirmPassword]) {
      await expect(field(within(form), text)).toHaveValue('');
    }
    await expect(field(canvas, t.email)).toHaveAttribute('type', 'email');
    await expect(field(canvas, t.password)).toHaveAttribute('type', 'password');
    await expect(field(canvas, t.password)).toHaveAccessibleDescription(t.passwordHint);
    // Facebook and Google are there, visibly inert, and say why.
    for (const name of [t.facebook, t.google]) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(t.notAvailableYet);
    }
    await expect(canvas.getByText(t.notAvailableYet)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.logInLink })).toHaveAttribute('href', '/login');
  },
};

export const ShowHidePassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, t.password), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: t.showPassword }));
    await expect(field(canvas, t.password)).toHaveAttribute('type', 'text');
    await expect(field(canvas, t.password)).toHaveValue('secret123');
    await expect(canvas.getByRole('button', { name: t.hidePassword })).toHaveAttribute(
      'aria-controls',
    );
    // The confirmation has its own toggle, named apart.
    await expect(canvas.getByRole('button', { name: t.showConfirmPassword })).toBeVisible();
  },
};

export const ClientValidation: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { firstName: 'Maria', email: 'maria.santos@example.ph' });
    await submit(canvas);
    // The spec's text next to each empty field, and focus on the first of them.
    await expect(field(canvas, t.lastName)).toHaveAccessibleDescription(m.fillAllFields);
    await expect(field(canvas, t.password)).toHaveAccessibleDescription(
      `${m.fillAllFields} ${t.passwordHint}`,
    );
    await expect(field(canvas, t.lastName)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas, t.firstName)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getAllByText(m.fillAllFields)).toHaveLength(2);
    await waitFor(() => expect(field(canvas, t.lastName)).toHaveFocus());
    // What was typed stays.
    await expect(field(canvas, t.firstName)).toHaveValue('Maria');
    await expect(field(canvas, t.email)).toHaveValue('maria.santos@example.ph');
    await expect(await toasts().findByText(m.fillAllFields)).toBeVisible();
    // Typing into a field answers its message.
    await userEvent.type(field(canvas, t.lastName), 'Santos');
    await expect(field(canvas, t.lastName)).not.toHaveAttribute('aria-invalid');
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { ...maria, confirmPassword: 'secret124' });
    await submit(canvas);
    const confirm = field(canvas, t.confirmPassword);
    await expect(confirm).toHaveAccessibleDescription(m.passwordsDoNotMatch);
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(await toasts().findByText(m.passwordsDoNotMatch)).toBeVisible();
    await expect(field(canvas, t.password)).toHaveValue('secret123');
    await expect(confirm).toHaveValue('secret124');
  },
};

export const ServerValidation422: Story = {
  play: async ({ canvas }) => {
    // The demo user's address is taken: the mock backend's real rule answers 422.
    await fill(canvas, { ...maria, email: 'user@example.com' });
    await submit(canvas);
    const message = 'The email has already been taken.';
    await waitFor(() => expect(field(canvas, t.email)).toHaveAccessibleDescription(message));
    await expect(field(canvas, t.email)).toHaveFocus();
    await expect(await toasts().findByText(`email: ${message}`)).toBeVisible();
    await expect(field(canvas, t.firstName)).toHaveValue('Maria');
    await expect(field(canvas, t.email)).toHaveValue('user@example.com');
    await expect(field(canvas, t.password)).toHaveValue('secret123');
  },
};

export const ServerValidationShortPassword: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { ...maria, password: 'abc', confirmPassword: 'abc' });
    await submit(canvas);
    const message = 'The password field must be at least 6 characters.';
    await waitFor(() =>
      expect(field(canvas, t.password)).toHaveAccessibleDescription(`${message} ${t.passwordHint}`),
    );
    await expect(await toasts().findByText(`password: ${message}`)).toBeVisible();
  },
};

export const ServerValidationName: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.validation('post', '/auth/register', {
          name: ['The name field must not be greater than 255 characters.'],
          password_confirmation: ['The password confirmation field is required.'],
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await submit(canvas);
    // The server's one `name` goes next to First Name; password_confirmation next to Confirm Password.
    await waitFor(() =>
      expect(field(canvas, t.firstName)).toHaveAccessibleDescription(
        'The name field must not be greater than 255 characters.',
      ),
    );
    await expect(field(canvas, t.confirmPassword)).toHaveAccessibleDescription(
      'The password confirmation field is required.',
    );
    await expect(field(canvas, t.firstName)).toHaveFocus();
    const region = toasts();
    await expect(
      await region.findByText('name: The name field must not be greater than 255 characters.'),
    ).toBeVisible();
    await expect(
      region.getByText('password_confirmation: The password confirmation field is required.'),
    ).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('post', '/auth/register')] } },
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await submit(canvas);
    await expect(await canvas.findByText(m.registrationFailed)).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.signUpTitle })).toHaveAccessibleDescription(
      m.registrationFailed,
    );
    await expect(await toasts().findByText(m.registrationFailed)).toBeVisible();
    for (const [text, value] of [
      [t.firstName, 'Maria'],
      [t.lastName, 'Santos'],
      [t.email, 'maria.santos@example.ph'],
      [t.password, 'secret123'],
      [t.confirmPassword, 'secret123'],
    ] as const) {
      await expect(field(canvas, text)).toHaveValue(value);
    }
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [scenarios.slow('post', '/auth/register', 'infinite')] } },
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await submit(canvas);
    const button = await canvas.findByRole('button', { name: t.signUpBusy });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await submit(canvas);
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: t.registrationSuccessTitle,
    });
    await expect(heading).toHaveFocus();
    await expect(
      canvas.getByText(t.registrationSuccessBody('maria.santos@example.ph')),
    ).toBeVisible();
    await expect(canvas.getByText(/check your spam folder/)).toBeVisible();
    await expect(await toasts().findByText(m.registrationSuccessful)).toBeVisible();
    // Demo mode: the mailbox note carries the verification link.
    const mailbox = canvas.getByRole('region', { name: t.demoMailboxTitle });
    await expect(
      within(mailbox).getByRole('link', { name: t.openVerificationLink }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/verify-email\?id=\d+&hash=[0-9a-f]{40}$/));
    await expect(canvas.getByRole('button', { name: t.resendEmail })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.goToLogin })).toHaveAttribute('href', '/login');
    // The draft is gone once the account exists.
    await expect(sessionStorage.getItem(DRAFT_PREFIX + SIGN_UP_DRAFT)).toBeNull();
  },
};

export const SuccessOpenVerificationLink: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await submit(canvas);
    await userEvent.click(await canvas.findByRole('link', { name: t.openVerificationLink }));
    await expect(await navigatedTo(canvas)).toHaveTextContent(
      /^\/verify-email\?id=\d+&hash=[0-9a-f]{40}$/,
    );
  },
};

export const SuccessResendEmail: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await submit(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: t.resendEmail }));
    await expect(await toasts().findByText(m.verificationEmailSent)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.resendEmail })).toBeEnabled();
  },
};

export const SuccessResendFailure: Story = {
  parameters: {
    msw: { handlers: [scenarios.serverError('post', '/auth/resend-verification-email')] },
  },
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await submit(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: t.resendEmail }));
    await expect(await toasts().findByText(m.resendFailed)).toBeVisible();
  },
};

export const RestoresDraftAfterReload: Story = {
  beforeEach: () => {
    // What the tab had stored before a reload (a password must never be read back).
    sessionStorage.setItem(
      DRAFT_PREFIX + SIGN_UP_DRAFT,
      JSON.stringify({
        firstName: 'José',
        lastName: 'Rizal',
        email: 'jose@example.ph',
        password: 'leaked',
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(field(canvas, t.firstName)).toHaveValue('José');
    await expect(field(canvas, t.lastName)).toHaveValue('Rizal');
    await expect(field(canvas, t.email)).toHaveValue('jose@example.ph');
    await expect(field(canvas, t.password)).toHaveValue('');
    await expect(field(canvas, t.confirmPassword)).toHaveValue('');
  },
};

export const UnicodeNames: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, {
      ...maria,
      firstName: '山田 🎮',
      lastName: 'dela Cruz-Ñiño',
      email: 'yamada@example.jp',
    });
    await submit(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.registrationSuccessTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(t.registrationSuccessBody('yamada@example.jp'))).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(field(canvas, t.firstName)).toHaveFocus();
    await userEvent.keyboard('Maria');
    await userEvent.tab();
    await expect(field(canvas, t.lastName)).toHaveFocus();
    await userEvent.keyboard('Santos');
    await userEvent.tab();
    await userEvent.keyboard('maria.santos@example.ph');
    await userEvent.tab();
    await expect(field(canvas, t.password)).toHaveFocus();
    await userEvent.keyboard('secret123');
    // The show/hide toggle follows its field in the tab order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.showPassword })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field(canvas, t.password)).toHaveAttribute('type', 'text');
    await userEvent.tab();
    await expect(field(canvas, t.confirmPassword)).toHaveFocus();
    await userEvent.keyboard('secret123');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.signUpButton })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.registrationSuccessTitle }),
    ).toHaveFocus();
  },
};

export const KeyboardValidation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('Maria{Enter}');
    // Enter in a field submits; focus lands on the first field to fix.
    await waitFor(() => expect(field(canvas, t.lastName)).toHaveFocus());
    await expect(field(canvas, t.lastName)).toHaveAccessibleDescription(m.fillAllFields);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.signUpTitle })).toBeVisible();
    await submit(canvas);
    await waitFor(() => expect(field(canvas, t.firstName)).toHaveFocus());
    await expect(canvas.getAllByText(m.fillAllFields)).toHaveLength(4);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await fill(canvas, { ...maria, confirmPassword: 'nope' });
    await submit(canvas);
    await expect(field(canvas, t.confirmPassword)).toHaveAccessibleDescription(
      m.passwordsDoNotMatch,
    );
  },
};
