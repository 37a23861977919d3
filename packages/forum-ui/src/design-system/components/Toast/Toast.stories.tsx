import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { Button } from '../Button/Button.tsx';
import { expectToHoldFor } from '../../../test/waits.ts';
import { useToast, type ToastTone } from './Toast.tsx';

interface ToastDemoProps {
  tone: ToastTone;
  message: string;
  /** Milliseconds; leave empty for the default for the tone. */
  duration?: number;
  label?: string;
}

/** A button that shows one toast, the way a screen would after a request. */
function ToastDemo({ tone, message, duration, label = 'Show toast' }: ToastDemoProps) {
  const toast = useToast();
  return <Button onClick={() => toast[tone](message, { duration })}>{label}</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { tone: 'success', message: 'Reply posted successfully!' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'error', 'info'] },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const status = await body().findByRole('status');
    await expect(within(status).getByText('Reply posted successfully!')).toBeVisible();
    await expect(within(status).getByRole('button', { name: 'Close' })).toBeVisible();
    // Success is polite: nothing in the assertive region.
    await expect(body().queryByRole('alert')).not.toBeInTheDocument();
    await expect(body().getByRole('region', { name: 'Notifications' })).toContainElement(status);
  },
};

export const ErrorToast: Story = {
  args: { tone: 'error', message: 'Failed to post reply' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to post reply');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
    await expect(body().queryByRole('status')).not.toBeInTheDocument();
  },
};

export const InfoToast: Story = {
  args: { tone: 'info', message: 'Thread liked' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const status = await body().findByRole('status');
    await expect(status).toHaveTextContent('Thread liked');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const AutoDismiss: Story = {
  args: { duration: 300 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await body().findByText('Reply posted successfully!')).toBeVisible();
    await waitFor(
      () => expect(body().queryByText('Reply posted successfully!')).not.toBeInTheDocument(),
      {
        timeout: 2000,
      },
    );
  },
};

export const PausedWhileHovered: Story = {
  args: { duration: 500 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const message = await body().findByText('Reply posted successfully!');
    await userEvent.hover(message);
    // Well past its 500 ms, it is still there.
    await expectToHoldFor(() => expect(message).toBeInTheDocument(), 900);
    await userEvent.unhover(message);
    await waitFor(
      () => expect(body().queryByText('Reply posted successfully!')).not.toBeInTheDocument(),
      {
        timeout: 2000,
      },
    );
  },
};

function SeveralDemo() {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        toast.success('Reply posted successfully!');
        toast.error('Failed to like thread');
        toast.info('Thread liked');
      }}
    >
      Show three
    </Button>
  );
}

export const SeveralAtOnce: Story = {
  render: () => <SeveralDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show three' }));
    const status = await body().findByRole('status');
    const alert = body().getByRole('alert');
    await expect(status).toHaveTextContent('Reply posted successfully!');
    await expect(status).toHaveTextContent('Thread liked');
    await expect(alert).toHaveTextContent('Failed to like thread');
    const closes = body().getAllByRole('button', { name: 'Close' });
    await expect(closes).toHaveLength(3);
    // Stacked, not on top of each other.
    const [a, b] = closes.map((c) => c.getBoundingClientRect().top);
    await expect(Math.abs((a ?? 0) - (b ?? 0))).toBeGreaterThan(20);
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await expect(body().queryByText('Failed to like thread')).not.toBeInTheDocument();
    await expect(body().getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  },
};

function FieldErrorsDemo() {
  const toast = useToast();
  return (
    <Button
      onClick={() =>
        toast.fieldErrors({
          title: ['The title field is required.'],
          content: [
            'The content field is required.',
            'The content must be at least 10 characters.',
          ],
        })
      }
    >
      Create Topic
    </Button>
  );
}

export const FieldErrors422: Story = {
  render: () => <FieldErrorsDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Topic' }));
    const alert = await body().findByRole('alert');
    const lines = [
      'title: The title field is required.',
      'content: The content field is required.',
      'content: The content must be at least 10 characters.',
    ];
    for (const line of lines) await expect(within(alert).getByText(line)).toBeVisible();
    await expect(within(alert).getAllByRole('button', { name: 'Close' })).toHaveLength(3);
  },
};

export const DismissWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show toast' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body().findByText('Reply posted successfully!');

    // Tab reaches the toast (it comes after the page); Enter on Close dismisses it
    // and focus goes back where it came from.
    await userEvent.tab();
    await expect(body().getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(body().queryByText('Reply posted successfully!')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();

    // F8 jumps to the newest toast; Escape dismisses it.
    await userEvent.keyboard('{Enter}');
    await body().findByText('Reply posted successfully!');
    await userEvent.keyboard('{F8}');
    await expect(body().getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(body().queryByText('Reply posted successfully!')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const LongUnicodeText: Story = {
  args: {
    tone: 'error',
    message:
      'Hindi mai-post ang iyong sagot dahil may problema sa koneksyon — 返信を投稿できませんでした。しばらくしてからもう一度お試しください 🙏 averyveryveryverylongwordwithoutanyspacesatalltotestwrapping',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const alert = await body().findByRole('alert');
    await expect(alert).toHaveTextContent(/返信を投稿できませんでした/);
    const toast = alert.firstElementChild as HTMLElement;
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth + 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <Inline>
      <SeveralDemo />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show three' }));
    const region = body().getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(body().getAllByRole('button', { name: 'Close' })).toHaveLength(3));
    const rect = region.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
