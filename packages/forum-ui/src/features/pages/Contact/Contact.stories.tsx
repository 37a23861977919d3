import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@forum/mocks';
import { DRAFT_PREFIX } from '@forum/forum-ui/design-system';
import { CONTACT_EMAIL, PAGE_LINKS } from '../messages.ts';
import { contactMessages as m, contactText as t } from './contactText.ts';
import { type Canvas, field, toasts } from '../../../test/queries.ts';
import { CONTACT_DRAFT } from './contactForm.ts';
import { ContactScreen } from './ContactScreen.tsx';

const meta = {
  title: 'Screens/Pages/Contact',
  component: ContactScreen,
  parameters: { router: { route: '/ContactUs', path: '/ContactUs' } },
} satisfies Meta<typeof ContactScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONTACT = '*/api/v1/contact';

/** The message box (a textarea; its visible label ends in a '*'). */
const messageBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Message\*?$/ });
const send = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: t.send }));

interface Message {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
}

const maria: Message = {
  name: 'Maria Santos',
  email: 'maria.santos@example.ph',
  subject: 'Cannot change my avatar',
  message: 'The upload button does nothing on my phone.',
};

async function fill(canvas: Canvas, values: Message) {
  if (values.name) await userEvent.type(field(canvas, t.name), values.name);
  if (values.email) await userEvent.type(field(canvas, t.email), values.email);
  if (values.subject) await userEvent.type(field(canvas, t.subject), values.subject);
  if (values.message) await userEvent.type(messageBox(canvas), values.message);
}

async function expectValues(canvas: Canvas, values: Message) {
  await expect(field(canvas, t.name)).toHaveValue(values.name ?? '');
  await expect(field(canvas, t.email)).toHaveValue(values.email ?? '');
  await expect(field(canvas, t.subject)).toHaveValue(values.subject ?? '');
  await expect(messageBox(canvas)).toHaveValue(values.message ?? '');
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.contactUsTitle })).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.contactUsTitle })).toBeVisible();
    await expectValues(canvas, {});
    await expect(field(canvas, t.email)).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: t.send })).toBeEnabled();
    // The contact e-mail address is shown, with the other ways to reach the team.
    const aside = within(canvas.getByRole('complementary', { name: t.otherWaysTitle }));
    await expect(aside.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
    await expect(aside.getByRole('link', { name: t.supportForumLink })).toHaveAttribute(
      'href',
      PAGE_LINKS.techSupport,
    );
    await expect(canvas.queryByText(m.sent)).toBeNull();
  },
};

export const ContactFormPage: Story = {
  args: { variant: 'form' },
  parameters: { router: { route: '/ContactForm', path: '/ContactForm' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.contactFormTitle })).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.contactFormTitle })).toBeVisible();
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(canvas.getByRole('link', { name: CONTACT_EMAIL })).toBeVisible();
  },
};

export const RefusedWhenBlank: Story = {
  play: async ({ canvas }) => {
    await send(canvas);
    await expect(canvas.getAllByText(m.allFieldsRequired)).toHaveLength(4);
    await waitFor(() => expect(field(canvas, t.name)).toHaveFocus());
    await expect(messageBox(canvas)).toHaveAccessibleDescription(
      expect.stringContaining(m.allFieldsRequired),
    );
    // One toast for the four fields.
    await expect(await toasts().findAllByText(m.allFieldsRequired)).toHaveLength(1);
    await expect(canvas.queryByText(m.sent)).toBeNull();
  },
};

export const RefusedWhenWhitespaceOnly: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, { ...maria, subject: '   ', message: '  \n  ' });
    await send(canvas);
    await waitFor(() => expect(field(canvas, t.subject)).toHaveFocus());
    await expect(field(canvas, t.subject)).toHaveAccessibleDescription(m.allFieldsRequired);
    await expect(field(canvas, t.name)).not.toHaveAttribute('aria-invalid');
    // Nothing typed is lost.
    await expect(field(canvas, t.name)).toHaveValue(maria.name);
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [scenarios.slow('post', '/contact', 'infinite')] } },
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await send(canvas);
    const button = await canvas.findByRole('button', { name: t.sending });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Sent: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await send(canvas);
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(m.sent));
    await expect(m.sent).toBe('Your message has been sent successfully!');
    // The form is ready for another message, and the draft is gone.
    await expectValues(canvas, {});
    await expect(sessionStorage.getItem(DRAFT_PREFIX + CONTACT_DRAFT)).toBeNull();
    // A new attempt replaces the success message.
    await send(canvas);
    await expect(canvas.queryByText(m.sent)).toBeNull();
  },
};

export const ServerValidation422: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.validation('post', '/contact', {
          email: ['The email field must be a valid email address.'],
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    // An address of the right form that the server still refuses (the form checks the form
    // first: 'maria@' is refused before anything is sent, see InvalidAddress stories).
    await fill(canvas, maria);
    await send(canvas);
    const message = 'The email field must be a valid email address.';
    await waitFor(() => expect(field(canvas, t.email)).toHaveAccessibleDescription(message));
    await expect(canvas.getByRole('form', { name: t.contactUsTitle })).toHaveAccessibleDescription(
      message,
    );
    await expect(field(canvas, t.email)).toHaveFocus();
    await expectValues(canvas, maria);
  },
};

export const FieldErrorsJoinedByCommas: Story = {
  parameters: {
    msw: {
      handlers: [
        scenarios.validation('post', '/contact', {
          email: ['The email field must be a valid email address.'],
          subject: ['The subject field must not be greater than 255 characters.'],
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await send(canvas);
    const joined =
      'The email field must be a valid email address., The subject field must not be greater than 255 characters.';
    await expect(await canvas.findByText(joined)).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.contactUsTitle })).toHaveAccessibleDescription(
      joined,
    );
    await expectValues(canvas, maria);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [scenarios.serverError('post', '/contact')] } },
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await send(canvas);
    await expect(await canvas.findByText(m.sendFailed)).toBeVisible();
    await expect(await toasts().findByText(m.sendFailed)).toBeVisible();
    await expect(canvas.queryByText('Server Error')).toBeNull();
    await expectValues(canvas, maria);
  },
};

export const ServerMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(CONTACT, () =>
          HttpResponse.json(
            { message: 'Too many messages. Please wait a minute and try again.' },
            { status: 429 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas, maria);
    await send(canvas);
    await expect(
      await canvas.findByText('Too many messages. Please wait a minute and try again.'),
    ).toBeVisible();
    await expectValues(canvas, maria);
  },
};

export const RestoresDraftAfterReload: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      DRAFT_PREFIX + CONTACT_DRAFT,
      JSON.stringify({ subject: 'Half-written', message: 'I was saying that' }),
    );
  },
  play: async ({ canvas }) => {
    await expectValues(canvas, { subject: 'Half-written', message: 'I was saying that' });
  },
};

export const SentAfterRestoringDraft: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      DRAFT_PREFIX + CONTACT_DRAFT,
      JSON.stringify({ name: maria.name, subject: maria.subject }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, t.email), maria.email!);
    await userEvent.type(messageBox(canvas), maria.message!);
    await send(canvas);
    await expect(await canvas.findByText(m.sent)).toBeVisible();
    // The restored message is gone with the rest: the form is ready for another.
    await expectValues(canvas, {});
    await expect(sessionStorage.getItem(DRAFT_PREFIX + CONTACT_DRAFT)).toBeNull();
  },
};

export const SavesDraftWhileTyping: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, t.subject), 'Saved for later');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DRAFT_PREFIX + CONTACT_DRAFT) ?? '{}')).toEqual({
        subject: 'Saved for later',
      }),
    );
  },
};

export const LoggedInMember: Story = {
  parameters: { session: 'user' },
  play: async ({ canvas }) => {
    // A member's name and e-mail are filled in for them.
    await expect(field(canvas, t.name)).toHaveValue('Juan dela Cruz');
    await expect(field(canvas, t.email)).toHaveValue('user@example.com');
    await userEvent.type(field(canvas, t.subject), 'Suggestion');
    await userEvent.type(messageBox(canvas), 'A dark theme for the editor, please.');
    await send(canvas);
    await expect(await canvas.findByText(m.sent)).toBeVisible();
    // Ready for another message, still with the member's details.
    await expect(field(canvas, t.name)).toHaveValue('Juan dela Cruz');
    await expect(field(canvas, t.subject)).toHaveValue('');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(field(canvas, t.name)).toHaveFocus();
    await userEvent.keyboard(maria.name!);
    await userEvent.tab();
    await userEvent.keyboard(maria.email!);
    await userEvent.tab();
    await userEvent.keyboard(maria.subject!);
    await userEvent.tab();
    await expect(messageBox(canvas)).toHaveFocus();
    await userEvent.keyboard(maria.message!);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.send })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(m.sent)).toBeVisible();
  },
};

export const LongAndUnicode: Story = {
  play: async ({ canvas }) => {
    const message = 'Magandang araw! 日本語のテキスト — مرحبا 👋 '.repeat(8);
    await fill(canvas, {
      name: 'Ma. Cristina Dela Cruz-Santos 鈴木',
      email: 'cristina@example.ph',
    });
    // The long values are pasted, as such text usually arrives (typing them key by key is slow).
    await userEvent.click(field(canvas, t.subject));
    await userEvent.paste('Supercalifragilisticexpialidocious'.repeat(4));
    await userEvent.click(messageBox(canvas));
    await userEvent.paste(message);
    await expect(messageBox(canvas)).toHaveValue(message);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await send(canvas);
    await expect(await canvas.findByText(m.sent)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.contactUsTitle })).toBeVisible();
    // The other ways to reach the team come after the form.
    const form = canvas.getByRole('form', { name: t.contactUsTitle }).getBoundingClientRect();
    const aside = canvas
      .getByRole('complementary', { name: t.otherWaysTitle })
      .getBoundingClientRect();
    await expect(aside.top).toBeGreaterThan(form.bottom);
    await send(canvas);
    await expect(canvas.getAllByText(m.allFieldsRequired)).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
