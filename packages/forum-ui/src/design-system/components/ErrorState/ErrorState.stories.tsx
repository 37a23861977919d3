import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/ErrorState',
  parameters: { chromatic: { modes: oneMode } },
  component: ErrorState,
  args: { message: 'Failed to load categories', onRetry: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['compact', 'standard'] },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load categories');
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RetryWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Retry' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** A retry that takes a moment: a promise that the play function settles. */
let finishRetry: () => void = () => undefined;
const slowRetry = fn(
  () =>
    new Promise<void>((resolve) => {
      finishRetry = resolve;
    }),
).mockName('slowRetry');

export const BusyWhileRetrying: Story = {
  args: { message: 'Failed to load pending threads', onRetry: slowRetry },
  play: async ({ canvas }) => {
    slowRetry.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    const busy = canvas.getByRole('button', { name: 'Retrying...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveFocus();
    // A second press while busy does not start another request.
    await userEvent.keyboard('{Enter}');
    await expect(slowRetry).toHaveBeenCalledTimes(1);
    finishRetry();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
  },
};

export const RetryingFromOutside: Story = {
  args: { retrying: true, message: 'Failed to fetch contact forms' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Retrying...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const WithoutRetry: Story = {
  args: {
    onRetry: undefined,
    title: 'Thread not found',
    message: 'The requested category does not exist.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The requested category does not exist.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const CustomTitle: Story = {
  args: {
    title: "Couldn't load activity",
    message: 'Failed to load activity data',
    headingLevel: 2,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: "Couldn't load activity" }),
    ).toBeVisible();
  },
};

export const Compact: Story = {
  args: { size: 'compact', message: 'Failed to load moderation data' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load moderation data');
  },
};

export const LongUnicodeMessage: Story = {
  args: {
    title: 'May nangyaring mali — エラーが発生しました ⚠️',
    message:
      'Hindi ma-load ang mga kategorya. Pakisubukang muli mamaya. カテゴリを読み込めませんでした。しばらくしてからもう一度お試しください。 Error: NetworkError when attempting to fetch resource at https://forum.example.com/api/v1/categories?include=children&per_page=100',
    retryLabel: 'Subukang muli',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/カテゴリを読み込めませんでした/);
    await userEvent.click(canvas.getByRole('button', { name: 'Subukang muli' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { message: 'Failed to load users data' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
