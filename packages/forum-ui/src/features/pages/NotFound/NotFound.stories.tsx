import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundView } from './NotFoundView.tsx';

const meta = {
  title: 'Screens/Pages/Not found',
  component: NotFoundView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const WithPath: Story = {
  args: { path: '/Forum/does-not-exist' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('/Forum/does-not-exist')).toBeVisible();
  },
};

export const LongUnicodePath: Story = {
  args: { path: '/threads/paano-mag-install-ng-ubuntu-ソフトウェア-💻-'.concat('x'.repeat(120)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/paano-mag-install/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  },
};
