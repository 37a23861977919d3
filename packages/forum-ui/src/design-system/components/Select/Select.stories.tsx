import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Button } from '../Button/Button.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { Select, type SelectOption } from './Select.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';
import { findPopup } from '../../../test/queries.ts';

const roles: SelectOption<'user' | 'moderator' | 'admin'>[] = [
  { value: 'user', label: 'User' },
  { value: 'moderator', label: 'Moderator' },
  { value: 'admin', label: 'Admin' },
];

const durations: SelectOption[] = [
  { value: '1_day', label: '1 day' },
  { value: '3_days', label: '3 days' },
  { value: '1_week', label: '1 week' },
  { value: '2_weeks', label: '2 weeks' },
  { value: '1_month', label: '1 month' },
];

const contactStatuses: SelectOption[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
];

/** The option list is rendered in a portal, so it is looked up in the whole page. */
const page = () => within(document.body);

const meta = {
  title: 'Components/Select',
  parameters: { chromatic: { modes: oneMode } },
  component: Select,
  args: { label: 'Role', options: roles, placeholder: 'Select a role', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Role' });
    await expect(select).toHaveTextContent('Select a role');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(select);
    const listbox = await findPopup('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.click(page().getByRole('option', { name: 'Moderator' }));
    await expect(select).toHaveTextContent('Moderator');
    await expect(args.onChange).toHaveBeenCalledWith('moderator');
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'admin' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Role' });
    await expect(select).toHaveTextContent('Admin');
    await userEvent.click(select);
    const selected = await page().findByRole('option', { name: 'Admin' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(page().getByRole('option', { name: 'User' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  },
};

export const KeyboardSelection: Story = {
  args: { label: 'Suspension duration', options: durations, defaultValue: '1_day' },
  render: (args) => (
    <Stack space="medium">
      <Select {...args} />
      <TextArea label="Reason" />
    </Stack>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Suspension duration' });
    await expect(select).toHaveFocus();
    await expect(select).toHaveTextContent('1 day');

    // ArrowDown opens the list on the selected option; arrows move; Enter picks and closes.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(page().getByRole('option', { name: '1 week' })).toHaveAttribute('data-active-item'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'false'));
    await expect(select).toHaveTextContent('1 week');
    await expect(select).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1_week');

    // Escape closes without changing the value.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(page().getByRole('option', { name: '1 month' })).toHaveAttribute('data-active-item'),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'false'));
    await expect(select).toHaveTextContent('1 week');
    await expect(select).toHaveFocus();

    // Type-ahead, as in a native select: typing '2' jumps to '2 weeks'.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('2');
    await waitFor(() =>
      expect(page().getByRole('option', { name: '2 weeks' })).toHaveAttribute('data-active-item'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(select).toHaveTextContent('2 weeks'));

    // Tab from an open list goes on to the next field and closes the list.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'false'));
    await expect(select).toHaveTextContent('2 weeks');
  },
};

export const LabelClickFocuses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Role'));
    const select = canvas.getByRole('combobox', { name: 'Role' });
    await expect(select).toHaveFocus();
    // Like a native select's label, it focuses without opening.
    await expect(select).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'user', disabled: true },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Role' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveTextContent('User');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Moderators review reports; admins manage users and categories.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'Moderators review reports; admins manage users and categories.',
    );
  },
};

function RespondForm() {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(
      new FormData(event.currentTarget).get('status') ? undefined : 'Please select a status',
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="medium" align="left">
        <Select
          name="status"
          label="Status"
          options={contactStatuses}
          placeholder="Select a status"
          required
          error={error}
        />
        <TextArea name="response" label="Response" />
        <Button type="submit">Send response</Button>
      </Stack>
    </form>
  );
}

export const WithError: Story = {
  render: () => <RespondForm />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Status' });
    const response = canvas.getByRole('textbox', { name: 'Response' });
    await expect(select).toBeRequired();
    await userEvent.type(response, 'We have fixed the broken link.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send response' }));

    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    await expect(select).toHaveAccessibleDescription('Please select a status');
    // Typed text elsewhere in the form is kept.
    await expect(response).toHaveValue('We have fixed the broken link.');

    await userEvent.click(select);
    await userEvent.click(await page().findByRole('option', { name: 'Resolved' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send response' }));
    await waitFor(() => expect(select).not.toHaveAttribute('aria-invalid'));
    await expect(select).toHaveTextContent('Resolved');
  },
};

function SuspendForm() {
  const [submitted, setSubmitted] = useState<string>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(String(new FormData(event.currentTarget).get('duration')));
      }}
    >
      <Stack space="medium" align="left">
        <Select name="duration" label="Duration" options={durations} defaultValue="1_day" />
        <Button type="submit" variant="critical">
          Suspend
        </Button>
        {submitted && <Text>{`Submitted duration: ${submitted}`}</Text>}
      </Stack>
    </form>
  );
}

export const InAForm: Story = {
  render: () => <SuspendForm />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Duration' });
    await userEvent.click(select);
    await userEvent.click(await page().findByRole('option', { name: '3 days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }));
    // The hidden native select carries the value into the form data.
    await expect(await canvas.findByText('Submitted duration: 3_days')).toBeVisible();
  },
};

function ControlledStatus() {
  const [status, setStatus] = useState('pending');
  return (
    <Stack space="small" align="left">
      <Select
        label="Contact status"
        options={contactStatuses}
        value={status}
        onChange={setStatus}
      />
      <Text size="small" tone="muted">{`Current status: ${status}`}</Text>
      <Button variant="secondary" onClick={() => setStatus('closed')}>
        Close ticket
      </Button>
    </Stack>
  );
}

export const Controlled: Story = {
  render: () => <ControlledStatus />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Contact status' });
    await expect(select).toHaveTextContent('Pending');
    await userEvent.click(select);
    await userEvent.click(await page().findByRole('option', { name: 'In progress' }));
    await expect(canvas.getByText('Current status: in_progress')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close ticket' }));
    await expect(select).toHaveTextContent('Closed');
  },
};

const longOptions: SelectOption[] = [
  { value: 'general', label: 'General Tech Discussion' },
  {
    value: 'tagalog',
    label:
      'Talakayan tungkol sa mga bagong laptop, telepono at iba pang kagamitang pang-teknolohiya sa Pilipinas',
  },
  { value: 'japanese', label: '最新のガジェットとソフトウェアについての日本語ディスカッション 🇯🇵' },
  { value: 'emoji', label: '🎮🕹️ Gaming Discussion 👾' },
  { value: 'archived', label: 'Archived announcements (read only)', disabled: true },
];

export const LongOptions: Story = {
  args: {
    label: 'Category',
    options: longOptions,
    defaultValue: 'tagalog',
    placeholder: 'Select a category',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Select {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveTextContent(/Talakayan tungkol/);
    // A long value stays on one line in the closed select, with the chevron beside it, whichever
    // of the field box's and the select's stylesheets loaded last (once the styles apply).
    await waitFor(() => expect(select.getBoundingClientRect().height).toBeLessThan(48));
    await userEvent.click(select);
    await expect(
      await page().findByRole('option', { name: /日本語ディスカッション/ }),
    ).toBeVisible();
    const archived = page().getByRole('option', { name: 'Archived announcements (read only)' });
    await expect(archived).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(page().getByRole('option', { name: '🎮🕹️ Gaming Discussion 👾' }));
    await expect(select).toHaveTextContent('🎮🕹️ Gaming Discussion 👾');
  },
};

export const Mobile: Story = {
  args: { label: 'Duration', options: durations, defaultValue: '1_day' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Duration' });
    await userEvent.click(select);
    const option = await page().findByRole('option', { name: '1 month' });
    // Options are comfortable touch targets.
    await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.click(option);
    await expect(select).toHaveTextContent('1 month');
  },
};
