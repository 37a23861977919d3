import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useForumAppForm } from '../AppForm/appForm.tsx';
import { plainFormCalls } from '../../forms/plainFormCalls.ts';
import { ReasonDialog, type ReasonDialogProps, type ReasonValues } from './ReasonDialog.tsx';
import { findPopup } from '../../../test/queries.ts';

const FAILED = 'Could not send the decision. Please try again.';

interface HarnessProps extends Omit<ReasonDialogProps, 'form'> {
  /** The caller's request with the reason; it throws when the server refuses. */
  onSubmit: (reason: string) => Promise<void>;
  initialValue?: string;
}

/** The dialog with a caller's form on the form layer, as the staff screens make it. */
function WithForm({ onSubmit, initialValue = '', ...props }: HarnessProps) {
  const [defaults] = useState<ReasonValues>({ reason: initialValue });
  const form = useForumAppForm<ReasonValues, void>({
    calls: plainFormCalls,
    defaultValues: defaults,
    validate: ({ reason }) => (reason.trim() === '' ? { reason: 'Please enter a reason' } : {}),
    submit: ({ reason }) => onSubmit(reason.trim()),
    failure: { fallback: FAILED },
    toastFailure: false,
    resetOnSuccess: false,
  });
  return <ReasonDialog {...props} form={form} />;
}

const meta = {
  title: 'Components/ReasonDialog',
  component: WithForm,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(async () => {}),
    title: 'Reject thread',
    description: 'The author is told why. The thread stays hidden from members.',
    label: 'Reason',
    submitLabel: 'Reject',
    busyLabel: 'Rejecting...',
    cancelLabel: 'Cancel',
  },
} satisfies Meta<typeof WithForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const reasonBox = (dialog: HTMLElement, name = 'Reason') =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await findPopup('dialog', { name: 'Reject thread' });
    await expect(dialog).toHaveAccessibleDescription(
      'The author is told why. The thread stays hidden from members.',
    );
    const reason = reasonBox(dialog);
    await expect(reason).toBeRequired();
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(reason, '  Duplicate of an older thread  ');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Duplicate of an older thread'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Spaces and line breaks are not a reason: Submit stays disabled and nothing is sent. */
export const BlankSubmitDisabled: Story = {
  play: async ({ args }) => {
    const dialog = await findPopup('dialog', { name: 'Reject thread' });
    const reason = reasonBox(dialog);
    await userEvent.type(reason, '   {Enter}  ');
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    await expect(reject).toHaveAttribute('aria-disabled', 'true');
    // It says why, by sight and to a screen reader (its description), and stays in Tab order.
    await expect(reject).toHaveAccessibleDescription('Reason is required');
    await expect(within(dialog).getByText('Reason is required')).toBeVisible();
    // Enter in the reason adds a line; it does not submit.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Over the reason's limit (here 20): a counter, then a refusal that says by how much. */
export const ReasonTooLong: Story = {
  args: { limit: 20, initialValue: 'x'.repeat(25) },
  play: async ({ args }) => {
    const dialog = await findPopup('dialog', { name: 'Reject thread' });
    const reason = reasonBox(dialog);
    await expect(within(dialog).getByText('25 / 20 characters')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    await expect(
      within(dialog).getByText('Reason is 5 characters too long (20 at most)'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(reason).toHaveValue('x'.repeat(25));
  },
};

/** The request runs: Submit says so, Cancel waits and Escape does not close the dialog. */
export const Busy: Story = {
  args: {
    initialValue: 'Off topic for this board',
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args }) => {
    const dialog = await findPopup('dialog', { name: 'Reject thread' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const busy = await within(dialog).findByRole('button', { name: 'Rejecting...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refuses: the message shows in the dialog, which keeps the reason for a retry. */
export const Failure: Story = {
  args: {
    initialValue: 'Spam',
    onSubmit: fn(async () => {
      throw new Error('500');
    }),
  },
  play: async ({ args }) => {
    const dialog = await findPopup('dialog', { name: 'Reject thread' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText(FAILED)).toBeVisible();
    await expect(
      within(dialog).getByRole('form', { name: 'Reject thread' }),
    ).toHaveAccessibleDescription(FAILED);
    await expect(reasonBox(dialog)).toHaveValue('Spam');
    await expect(within(dialog).getByRole('button', { name: 'Reject' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Keyboard alone: type, Tab past Cancel to Submit, Enter sends; Escape closes. */
export const Keyboard: Story = {
  args: {
    title: 'Request changes to “Weekly meetup”',
    description: 'Tell the author what to change. They can edit and send it again.',
    label: 'Reason/Feedback',
    submitLabel: 'Submit',
    busyLabel: 'Sending...',
    tone: 'primary',
    rows: 4,
  },
  play: async ({ args }) => {
    const dialog = await findPopup('dialog', {
      name: 'Request changes to “Weekly meetup”',
    });
    const reason = reasonBox(dialog, 'Reason/Feedback');
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.keyboard('Add the venue');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Add the venue'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Delete Content on a phone: an alert dialog whose buttons stay within the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: 'Delete content',
    description: 'Post: Best budget GPUs. The content is removed for everyone.',
    submitLabel: 'Delete Content',
    busyLabel: 'Deleting...',
    role: 'alertdialog',
  },
  play: async () => {
    const dialog = await findPopup('alertdialog', { name: 'Delete content' });
    const remove = within(dialog).getByRole('button', { name: 'Delete Content' });
    await expect(remove).toBeVisible();
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

const LONG_TITLE = `Reject “${'Mga tanong tungkol sa 日本語 at العربية 🧵 '.repeat(4).trim()}”`;
const LONG_REASON = `Hindi ito tugma sa patakaran ng board 🚫 — ${'paulit-ulit na nilalaman, 重複した内容, '.repeat(10)}`;

/** A long unicode title and reason wrap inside the dialog; the reason is sent as typed. */
export const LongUnicode: Story = {
  args: { title: LONG_TITLE, initialValue: LONG_REASON },
  play: async ({ args }) => {
    const dialog = await findPopup('dialog', { name: LONG_TITLE });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(reasonBox(dialog)).toHaveValue(LONG_REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(LONG_REASON.trim()));
  },
};
