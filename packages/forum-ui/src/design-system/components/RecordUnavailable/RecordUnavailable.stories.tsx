import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RecordUnavailable } from './RecordUnavailable.tsx';

const meta = {
  title: 'Components/RecordUnavailable',
  component: RecordUnavailable,
  args: {
    reason: 'notFound',
    title: 'Category Not Found',
    notFound: {
      title: 'Category not found',
      description: 'It may have been removed, or the link is wrong.',
      backTo: '/Forums',
      backLabel: 'Back to Forums',
    },
    error: { message: 'Failed to load category', onRetry: fn(), retryLabel: 'Retry' },
  },
} satisfies Meta<typeof RecordUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** There is no such record: the h1, the message and a way back, reached by keyboard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Category Not Found' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Category not found' }),
    ).toBeVisible();
    await expect(canvas.getByText('It may have been removed, or the link is wrong.')).toBeVisible();
    await userEvent.tab();
    const back = canvas.getByRole('link', { name: 'Back to Forums' });
    await expect(back).toHaveFocus();
    await expect(back).toHaveAttribute('href', '/Forums');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Loading failed: the page's name, the failure and Retry (Enter retries). */
export const Error: Story = {
  args: { reason: 'error', title: 'Category' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Category' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load category');
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.error.onRetry).toHaveBeenCalledOnce();
  },
};

/** A retry in flight: the button is busy. */
export const Retrying: Story = {
  args: {
    reason: 'error',
    title: 'Member',
    error: { message: 'Failed to load member', onRetry: fn(), retrying: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retrying...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Content above the h1 (a category's breadcrumb) comes first. */
export const WithBreadcrumb: Story = {
  args: {
    before: (
      <nav aria-label="Breadcrumb">
        <a href="/Forums">Forum Categories</a>
      </nav>
    ),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(
      nav.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** Long unicode words wrap on a phone instead of widening the page. */
export const MobileLongUnicode: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: `Hindi nahanap ang kategoryang ito — このカテゴリーは見つかりません 🔍 ${'Ñandú'.repeat(12)}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Forums' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
