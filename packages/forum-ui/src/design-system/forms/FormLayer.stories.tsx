import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { BoundCheckbox } from '../components/AppForm/BoundCheckbox.tsx';
import { useForumAppForm, type ForumAppForm } from '../components/AppForm/appForm.tsx';
import type { FormCallFailure, FormCalls } from './failure.ts';
import { plainFormCalls } from './plainFormCalls.ts';
import { Checkbox } from '../components/Checkbox/Checkbox.tsx';
import { Heading } from '../primitives/Heading.tsx';
import { Stack } from '../primitives/Stack.tsx';
import { Text } from '../primitives/Text.tsx';
import { field, toasts } from '../../test/queries.ts';
import { DRAFT_PREFIX } from './drafts.ts';
import { useDraftSavedAt } from './formLayer.tsx';

/** A demo form with text, a yes/no and a list, to show what every form gets from the layer. */
const DEFAULTS = { name: '', email: '', digest: false, topics: [] as string[] };
type Values = typeof DEFAULTS;
const TOPICS = ['Hardware', 'Gaming', 'Mobile'];
const DRAFT = 'form-layer-demo';
const FALLBACK = 'Saving failed. Please try again.';

type Answer = 'ok' | 'validation' | 'server-error' | 'slow';

/**
 * The demo's calls: its answers are already failed calls, as the layer above the design system
 * makes them from a server's response (connected/apiForm.ts for this forum's API).
 */
const demoCalls: FormCalls = { ...plainFormCalls, failed: (caught) => caught as FormCallFailure };

const refusal = (failure: FormCallFailure) => Promise.reject(failure);

function respond(answer: Answer): Promise<{ saved: true }> {
  switch (answer) {
    case 'validation': {
      const errors = { email: ['The email has already been taken.'] };
      const message = 'The email has already been taken.';
      return refusal({ status: 422, message, data: { message, errors }, fieldErrors: errors });
    }
    case 'server-error':
      return refusal({ status: 500, message: 'Server Error', data: '<h1>Server Error</h1>' });
    case 'slow':
      return new Promise((resolve) => setTimeout(() => resolve({ saved: true }), 1500));
    default:
      return Promise.resolve({ saved: true });
  }
}

interface DemoProps {
  answer: Answer;
  onSubmit: (values: Values) => void;
}

/** 'Draft saved' once the layer has stored the draft: only this line re-renders for it. */
function DraftHint({ form, saved }: { form: ForumAppForm<Values>; saved: boolean }) {
  const draftSavedAt = useDraftSavedAt(form);
  return (
    <Text size="small" tone="muted" role="status">
      {saved ? 'Saved.' : draftSavedAt ? 'Draft saved' : ''}
    </Text>
  );
}

function DemoForm({ answer, onSubmit }: DemoProps) {
  const [saved, setSaved] = useState(false);
  const form = useForumAppForm({
    calls: demoCalls,
    defaultValues: DEFAULTS,
    draftKey: DRAFT,
    draftDelayMs: 300,
    validate: (values) => ({
      ...(values.name.trim() ? {} : { name: 'Please enter your name' }),
      ...(values.email.trim() ? {} : { email: 'Please enter your email address' }),
    }),
    submit: (values) => {
      onSubmit(values);
      return respond(answer);
    },
    failure: { fallback: FALLBACK },
    onSuccess: () => setSaved(true),
  });
  return (
    <Stack space="large" padding="large">
      <Heading level={1} size={3} id="demo-title">
        Newsletter
      </Heading>
      <form.AppForm>
        <form.Form labelledBy="demo-title">
          <form.AppField name="name">
            {(field) => <field.TextField label="Name" autoComplete="name" />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" />}
          </form.AppField>
          <form.AppField name="digest">
            {() => <BoundCheckbox label="Weekly digest" />}
          </form.AppField>
          {/* A list value: a field bound by hand, through the same field API. */}
          <form.AppField name="topics">
            {(field) => (
              <Stack as="fieldset" space="small">
                <Text as="legend" weight="medium">
                  Topics
                </Text>
                {TOPICS.map((topic) => (
                  <Checkbox
                    key={topic}
                    label={topic}
                    checked={field.state.value.includes(topic)}
                    onChange={(event) =>
                      field.handleChange(
                        event.target.checked
                          ? [...field.state.value, topic]
                          : field.state.value.filter((t) => t !== topic),
                      )
                    }
                  />
                ))}
              </Stack>
            )}
          </form.AppField>
          <form.SubmitButton busyLabel="Saving...">Save</form.SubmitButton>
          <DraftHint form={form} saved={saved} />
        </form.Form>
      </form.AppForm>
    </Stack>
  );
}

const meta = {
  title: 'Forms/Form layer',
  component: DemoForm,
  args: { answer: 'ok', onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'What every form gets from `useForumAppForm` + `<form.Form>` and its bound fields: drafts of any value type, the spec’s failure rules, focus on the first invalid field, and one request at a time.',
      },
    },
  },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = () => {
  const raw = sessionStorage.getItem(DRAFT_PREFIX + DRAFT);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
};

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, 'Name'), 'Maria Santos');
    await userEvent.type(field(canvas, 'Email'), 'maria@example.ph');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Weekly digest' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gaming' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Maria Santos',
      email: 'maria@example.ph',
      digest: true,
      topics: ['Gaming'],
    });
    // Accepted: the draft is gone and the form is empty again.
    await expect(stored()).toBeNull();
    await expect(field(canvas, 'Name')).toHaveValue('');
  },
};

export const ClientValidation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, 'Name'), 'Maria');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const email = field(canvas, 'Email');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Please enter your email address');
    await expect(await toasts().findByText('Please enter your email address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing answers the message.
    await userEvent.type(email, 'm');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const ServerFieldErrors: Story = {
  args: { answer: 'validation' },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, 'Name'), 'Maria');
    await userEvent.type(field(canvas, 'Email'), 'taken@example.ph');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const email = field(canvas, 'Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email has already been taken.'),
    );
    await expect(
      await toasts().findByText('email: The email has already been taken.'),
    ).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveValue('taken@example.ph');
  },
};

export const ServerError: Story = {
  args: { answer: 'server-error' },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, 'Name'), 'Maria');
    await userEvent.type(field(canvas, 'Email'), 'maria@example.ph');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const form = canvas.getByRole('form', { name: 'Newsletter' });
    await waitFor(() => expect(form).toHaveAccessibleDescription(FALLBACK));
    await expect(canvas.queryByText(/Server Error/)).toBeNull();
    await expect(field(canvas, 'Name')).toHaveValue('Maria');
  },
};

export const OneRequestAtATime: Story = {
  args: { answer: 'slow' },
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, 'Name'), 'Maria');
    await userEvent.type(field(canvas, 'Email'), 'maria@example.ph');
    const save = canvas.getByRole('button', { name: 'Save' });
    for (let i = 0; i < 5; i++) await userEvent.click(save, { skipHover: true });
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(await canvas.findByText('Saved.', {}, { timeout: 4000 })).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const DraftSavedAfterAPause: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, 'Name'), 'Juan');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mobile' }));
    await expect(await canvas.findByText('Draft saved')).toBeVisible();
    await expect(stored()).toEqual({ name: 'Juan', topics: ['Mobile'] });
  },
};

export const DraftRestoredAfterReload: Story = {
  beforeEach: () => {
    sessionStorage.setItem(
      DRAFT_PREFIX + DRAFT,
      JSON.stringify({ name: 'José Rizal 🇵🇭', digest: true, topics: ['Hardware', 'Mobile'] }),
    );
  },
  play: async ({ canvas }) => {
    await expect(field(canvas, 'Name')).toHaveValue('José Rizal 🇵🇭');
    await expect(canvas.getByRole('checkbox', { name: 'Weekly digest' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Hardware' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Gaming' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Mobile' })).toBeChecked();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(field(canvas, 'Name')).toHaveFocus();
    await userEvent.keyboard('Ana');
    await userEvent.tab();
    await userEvent.keyboard('ana@example.ph');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Weekly digest' })).toHaveFocus();
    await userEvent.keyboard(' ');
    // Enter in a text field submits the form (implicit submission).
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Saved.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Ana', digest: true }),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Newsletter' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A title with a limit of 20: the counter by the field and the layer's rule on submit. */
function LimitedForm({ onSubmit }: { onSubmit: (values: { title: string }) => void }) {
  const form = useForumAppForm({
    calls: plainFormCalls,
    defaultValues: { title: '' },
    toastInvalid: false,
    submit: async (values: { title: string }) => onSubmit(values),
  });
  return (
    <Stack space="large" padding="large">
      <form.AppForm>
        <form.Form label="Limited">
          <form.AppField name="title">
            {(f) => <f.TextField label="Title" limit={20} />}
          </form.AppField>
          <form.SubmitButton>Save</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </Stack>
  );
}

/** Near its limit the counter stands out and says, politely, how many characters are left. */
export const CounterNearLimit: Story = {
  render: (args) => <LimitedForm onSubmit={args.onSubmit} />,
  play: async ({ canvas }) => {
    const title = field(canvas, 'Title');
    await userEvent.type(title, 'x'.repeat(15));
    // The counter's code loads with the first field that counts.
    await waitFor(() => expect(title).toHaveAccessibleDescription('15 / 20 characters'));
    await expect(await canvas.findByText('5 characters left')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  },
};

/**
 * Over its limit nothing is cut: the text stays as typed, the counter says how many too many,
 * and submitting is refused next to the field, saying by how much.
 */
export const OverLongRefused: Story = {
  render: (args) => <LimitedForm onSubmit={args.onSubmit} />,
  play: async ({ canvas, args }) => {
    const title = field(canvas, 'Title');
    const typed = `${'x'.repeat(20)}👨‍👩‍👧‍👦!`;
    await userEvent.click(title);
    await userEvent.paste(typed);
    await expect(title).toHaveValue(typed);
    await expect(await canvas.findByText('22 / 20 characters')).toBeVisible();
    await expect(canvas.getByText('2 characters too many')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        'Title is 2 characters too long (20 at most) 22 / 20 characters',
      ),
    );
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(title).toHaveValue(typed);
  },
};
