import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Heading } from '../../primitives/Heading.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Button } from '../Button/Button.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true },
  argTypes: {
    backdrop: { control: 'inline-radio', options: ['solid', 'dim'] },
  },
  parameters: { chromatic: { modes: oneMode }, layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

function Page({ onAction }: { onAction?: () => void }) {
  return (
    <Stack space="medium" padding="large">
      <Heading level={1}>TechForum</Heading>
      <Text>Featured Articles, Latest News and Popular Discussions.</Text>
      <div>
        <Button onClick={onAction}>Create Topic</Button>
      </div>
    </Stack>
  );
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Initializing application...');
    await expect(status).toBeVisible();
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    // Gone from the accessibility tree, not just transparent.
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('Initializing application...')).not.toBeVisible();
  },
};

const createTopic = fn().mockName('createTopic');

function AutoHiding(props: { onAction: () => void }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    // The app hides the overlay 1.5 s after start.
    const timer = setTimeout(() => setVisible(false), 1500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <Page onAction={props.onAction} />
      <LoadingOverlay visible={visible} />
    </>
  );
}

export const HidesWhenReady: Story = {
  render: () => <AutoHiding onAction={createTopic} />,
  play: async ({ canvas }) => {
    createTopic.mockClear();
    await expect(canvas.getByRole('status')).toHaveTextContent('Initializing application...');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 4000 });
    // Once hidden, clicks and the keyboard reach the page.
    await userEvent.click(canvas.getByRole('button', { name: 'Create Topic' }));
    await userEvent.keyboard('{Enter}');
    await expect(createTopic).toHaveBeenCalledTimes(2);
  },
};

export const BlocksThePageWhileShown: Story = {
  render: (args) => (
    <>
      <Page />
      <LoadingOverlay {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Create Topic' });
    const { x, y, width, height } = button.getBoundingClientRect();
    // What sits on top of the button is the overlay, so a click cannot reach it.
    const top = document.elementFromPoint(x + width / 2, y + height / 2);
    await expect(canvas.getByRole('status').contains(top)).toBe(true);
  },
};

export const DimBackdrop: Story = {
  args: { backdrop: 'dim', label: 'Saving your changes...' },
  render: (args) => (
    <>
      <Page />
      <LoadingOverlay {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Saving your changes...');
    // The page shows through a dimmed backdrop.
    await expect(getComputedStyle(status).backgroundColor).toMatch(/rgba\(.*, 0\.\d+\)/);
  },
};

export const LongUnicodeLabel: Story = {
  args: { label: 'Sinisimulan ang aplikasyon… アプリケーションを初期化しています… 🚀' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /アプリケーションを初期化しています/,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Initializing application...');
    const { width } = status.getBoundingClientRect();
    await expect(width).toBe(window.innerWidth);
  },
};
