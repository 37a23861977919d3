import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Button } from '../Button/Button.tsx';
import { useToast } from '../Toast/Toast.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Dialog, DialogClose, DialogProvider, DialogTrigger, type DialogProps } from './Dialog.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';
import { findPopup, popupClosed } from '../../../test/queries.ts';

const meta = {
  title: 'Components/Dialog',
  parameters: { chromatic: { modes: oneMode } },
  component: Dialog,
  args: {
    open: true,
    onClose: fn(),
    title: 'Report post',
    description: 'Tell the moderators what is wrong with this post.',
    children: (
      <Text>Reports are reviewed by moderators. The author is not told who sent the report.</Text>
    ),
    footer: (
      <>
        <DialogClose>Cancel</DialogClose>
        <Button>Send report</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async () => {
    const dialog = await findPopup('dialog', { name: 'Report post' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tell the moderators what is wrong with this post.',
    );
    await expect(within(dialog).getByRole('heading', { name: 'Report post' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    // Focus moved in: to the first action, not the × in the corner.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

/** A Reason/Feedback field, as the approvals dialog has. */
function ReasonField({ id = 'reason' }: { id?: string }) {
  const [value, setValue] = useState('');
  return (
    <Stack space="xsmall">
      <label htmlFor={id}>Reason/Feedback</label>
      <textarea id={id} rows={4} value={value} onChange={(event) => setValue(event.target.value)} />
    </Stack>
  );
}

export const ClosedWithTrigger: Story = {
  render: (args) => (
    <DialogProvider>
      <DialogTrigger variant="secondary">Request Changes</DialogTrigger>
      <Dialog
        title="Request Changes"
        footer={<DialogClose>Cancel</DialogClose>}
        onClose={args.onClose}
      >
        <ReasonField />
      </Dialog>
    </DialogProvider>
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Request Changes' });
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findPopup('dialog', { name: 'Request Changes' });
    // Focus lands on the first field.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Reason/Feedback' })).toHaveFocus(),
    );
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    // Tab stays inside: field, Cancel, ×.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await popupClosed('dialog');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The controlled API: `open` and `onClose` from the parent's state. */
function ControlledDialog({
  onClose,
  buttonLabel = 'Report',
  ...props
}: Partial<DialogProps> & { buttonLabel?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
      <Dialog
        title="Report post"
        footer={<DialogClose>Cancel</DialogClose>}
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

export const ControlledKeyboard: Story = {
  render: (args) => (
    <ControlledDialog onClose={args.onClose}>
      <Text>Reports are reviewed by moderators.</Text>
    </ControlledDialog>
  ),
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Report' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard(' ');
    const dialog = await findPopup('dialog', { name: 'Report post' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    // Enter on Cancel closes, and focus goes back to the opener.
    await userEvent.keyboard('{Enter}');
    await popupClosed('dialog');
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const OutsideClickCloses: Story = {
  render: (args) => (
    <ControlledDialog onClose={args.onClose}>
      <Text>Click the dimmed page behind this dialog to close it.</Text>
    </ControlledDialog>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }));
    const dialog = await findPopup('dialog', { name: 'Report post' });
    // A click inside does not close it.
    await userEvent.click(within(dialog).getByText(/Click the dimmed page/));
    await expect(dialog).toBeInTheDocument();
    const backdrop = document.querySelector<HTMLElement>(`[data-backdrop="${dialog.id}"]`);
    await expect(backdrop).not.toBeNull();
    await expect(getComputedStyle(backdrop as HTMLElement).backgroundColor).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await userEvent.click(backdrop as HTMLElement);
    await popupClosed('dialog');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CloseButtonCloses: Story = {
  render: (args) => (
    <ControlledDialog onClose={args.onClose}>
      <Text>Use × in the corner to close.</Text>
    </ControlledDialog>
  ),
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Report' });
    await userEvent.click(opener);
    const dialog = await findPopup('dialog', { name: 'Report post' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const box = close.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.click(close);
    await popupClosed('dialog');
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

const rules = [
  'English is the primary language of the forum.',
  'No all-caps or smiley spam.',
  'No offensive usernames.',
  'No racism, bullying or threats.',
  'No duplicate threads.',
  'No excessive gore.',
  'External links only for credits or references.',
  'One post per day; a link is allowed after ten threads.',
  'No unauthorised advertising or referral links.',
  'No multiple or dummy accounts.',
  'Report violations to moderators.',
  'Penalties are warnings, suspension or a permanent ban.',
];

export const LongContentScrolls: Story = {
  args: {
    title: 'Forum rules',
    description: 'Last edited December 27, 2024.',
    children: (
      <Stack space="large">
        {[...rules, ...rules, ...rules].map((rule, index) => (
          <Text key={index}>
            {index + 1}. {rule} Please read every rule before you post; moderators apply them to
            every thread and reply.
          </Text>
        ))}
      </Stack>
    ),
    footer: <DialogClose variant="primary">I understand</DialogClose>,
  },
  play: async () => {
    const dialog = await findPopup('dialog', { name: 'Forum rules' });
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    const scroller = within(dialog)
      .getByText(/^1\. English/)
      .closest<HTMLElement>('[tabindex="0"]');
    await expect(scroller).not.toBeNull();
    const region = scroller as HTMLElement;
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    // It scrolls, while the title and the actions stay in view.
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    const action = within(dialog)
      .getByRole('button', { name: 'I understand' })
      .getBoundingClientRect();
    await expect(action.bottom).toBeLessThanOrEqual(window.innerHeight);
    const heading = within(dialog)
      .getByRole('heading', { name: 'Forum rules' })
      .getBoundingClientRect();
    await expect(heading.top).toBeGreaterThanOrEqual(0);
  },
};

function FeedbackForm({ onSubmit, onClose }: Pick<DialogProps, 'onSubmit' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const close = () => {
    onClose?.();
    setOpen(false);
    setReason('');
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Reject
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Reject thread"
        description="The author sees this feedback."
        onSubmit={(event) => {
          onSubmit?.(event);
          close();
        }}
        footer={
          <>
            <DialogClose>Cancel</DialogClose>
            <Button type="submit" variant="critical" disabled={reason.trim() === ''}>
              Submit
            </Button>
          </>
        }
      >
        <Stack space="xsmall">
          <label htmlFor="feedback">Reason/Feedback</label>
          <textarea
            id="feedback"
            rows={4}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Stack>
      </Dialog>
    </>
  );
}

export const FormInside: Story = {
  args: { onSubmit: fn() },
  render: (args) => <FeedbackForm onSubmit={args.onSubmit} onClose={args.onClose} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    const dialog = await findPopup('dialog', { name: 'Reject thread' });
    const field = within(dialog).getByRole('textbox', { name: 'Reason/Feedback' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(field).toHaveFocus());

    // Blank (or only spaces): Submit is disabled and does nothing.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(field, '   ');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(field, 'Please add a source for the benchmark.');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await popupClosed('dialog');
  },
};

function InitialFocusDemo() {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog
      open
      title="Warn user"
      initialFocus={reasonRef}
      footer={
        <>
          <DialogClose>Cancel</DialogClose>
          <Button variant="critical">Warn</Button>
        </>
      }
    >
      <Stack space="medium">
        <Stack space="xsmall">
          <label htmlFor="warn-user">User</label>
          <input id="warn-user" defaultValue="Jane Doe" readOnly />
        </Stack>
        <Stack space="xsmall">
          <label htmlFor="warn-reason">Reason</label>
          <textarea id="warn-reason" ref={reasonRef} rows={3} defaultValue="Content violation" />
        </Stack>
      </Stack>
    </Dialog>
  );
}

export const InitialFocus: Story = {
  render: () => <InitialFocusDemo />,
  play: async () => {
    const dialog = await findPopup('dialog', { name: 'Warn user' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus(),
    );
  },
};

function ConfirmDemo({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(busy);
  return (
    <>
      <Button variant="critical" onClick={() => setOpen(true)}>
        Delete User
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={onConfirm}
        title="Delete user?"
        message="Jane Doe and everything they posted will be deleted. This cannot be undone."
        confirmLabel="Delete User"
        busy={busy}
        busyLabel="Deleting..."
        tone="critical"
      />
    </>
  );
}

/** Stories of ConfirmDialog: the args are the demo's. */
type ConfirmStory = StoryObj<typeof ConfirmDemo>;

export const Confirm: ConfirmStory = {
  args: { onConfirm: fn() },
  render: (args) => <ConfirmDemo onConfirm={args.onConfirm} />,
  play: async ({ canvas, args: { onConfirm } }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete User' }));
    const dialog = await findPopup('alertdialog', { name: 'Delete user?' });
    await expect(dialog).toHaveAccessibleDescription(/This cannot be undone\./);
    // The safe choice has focus.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    await expect(onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmCancelled: ConfirmStory = {
  args: { onConfirm: fn() },
  render: (args) => <ConfirmDemo onConfirm={args.onConfirm} />,
  play: async ({ canvas, args: { onConfirm } }) => {
    const opener = canvas.getByRole('button', { name: 'Delete User' });
    await userEvent.click(opener);
    const dialog = await findPopup('alertdialog', { name: 'Delete user?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await popupClosed('alertdialog');
    await expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ConfirmBusy: ConfirmStory = {
  args: { onConfirm: fn(), busy: true },
  render: (args) => <ConfirmDemo {...args} />,
  play: async ({ args: { onConfirm } }) => {
    const dialog = await findPopup('alertdialog', { name: 'Delete user?' });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    const confirm = within(dialog).getByRole('button', { name: 'Deleting...' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(confirm);
    await expect(onConfirm).not.toHaveBeenCalled();
    // Nothing closes it while the request runs.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(body().getByRole('alertdialog', { name: 'Delete user?' })).toBeVisible();
  },
};

function ApprovalDialog() {
  const toast = useToast();
  return (
    <Dialog
      open
      title="Approve thread"
      footer={<Button onClick={() => toast.error('Failed to process approval')}>Approve</Button>}
    >
      <Text>“Best budget GPU in 2025?” by Jane Doe</Text>
    </Dialog>
  );
}

/** A toast raised from inside a modal dialog stays usable: it is not hidden behind the modal. */
export const ToastOverDialog: Story = {
  render: () => <ApprovalDialog />,
  play: async () => {
    const dialog = await findPopup('dialog', { name: 'Approve thread' });
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to process approval');
    await expect(alert.closest('[inert], [aria-hidden="true"]')).toBeNull();
    // F8 reaches the toast; Escape there dismisses only the toast.
    await userEvent.keyboard('{F8}');
    await expect(within(alert).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body().queryByText('Failed to process approval')).not.toBeInTheDocument(),
    );
    await expect(body().getByRole('dialog', { name: 'Approve thread' })).toBeVisible();
    await expect(approve).toHaveFocus();
  },
};

export const Small: Story = {
  args: {
    size: 'small',
    title: 'Log out?',
    description: undefined,
    children: <Text>You can log in again any time.</Text>,
  },
  play: async () => {
    const dialog = await findPopup('dialog', { name: 'Log out?' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

export const Large: Story = {
  args: {
    size: 'large',
    title: 'Post thread in...',
    description: 'Choose a category for your thread.',
  },
  play: async () => {
    const dialog = await findPopup('dialog', { name: 'Post thread in...' });
    const width = dialog.getBoundingClientRect().width;
    await expect(width).toBeGreaterThan(560);
    await expect(width).toBeLessThanOrEqual(800);
  },
};

export const LongUnicodeTitle: Story = {
  args: {
    title: 'Iulat ang post na ito — この投稿を報告する — Пожаловаться на сообщение 🚩🚩🚩',
    description: 'Sabihin sa mga moderator kung ano ang mali. モデレーターに問題を伝えてください。',
  },
  play: async () => {
    const dialog = await findPopup('dialog', { name: /この投稿を報告する/ });
    const heading = within(dialog).getByRole('heading', { name: /Iulat ang post/ });
    // Long titles wrap inside the dialog and never run under the close button.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(close.left);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await findPopup('dialog', { name: 'Report post' });
    const rect = dialog.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeVisible();
  },
};
