import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Avatar } from './Avatar.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';
import { withSaveData } from '../../../test/dataSaver.tsx';

/** A small portrait drawn inline, so the story needs no network. */
const portrait = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
    <rect width="96" height="96" fill="#94a3b8"/>
    <circle cx="48" cy="38" r="18" fill="#f1f5f9"/>
    <rect x="18" y="62" width="60" height="40" rx="30" fill="#f1f5f9"/>
  </svg>`,
)}`;

/** Not an image at all: the browser fires `error` without any network request. */
const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Components/Avatar',
  parameters: { chromatic: { modes: oneMode } },
  component: Avatar,
  args: { name: 'Maria Clara' },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large', 'xlarge'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (el: Element) => getComputedStyle(el).backgroundColor;

export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Maria Clara' });
    await expect(avatar).toHaveTextContent('MC');
  },
};

export const WithImage: Story = {
  args: { src: portrait, size: 'large' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Maria Clara' });
    await expect(image.tagName).toBe('IMG');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(canvas.queryByText('MC')).toBeNull();
  },
};

/** With the data saver on, the picture is not fetched: the initials show, named as before. */
export const DataSaver: Story = {
  args: { src: portrait, size: 'large' },
  decorators: [withSaveData],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Maria Clara' })).toHaveTextContent('MC');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const ImageFailsToLoad: Story = {
  args: { src: broken, size: 'large' },
  play: async ({ canvas }) => {
    // The broken picture is replaced by the initials, still named by the person's name.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Maria Clara' }).tagName).toBe('SPAN'),
    );
    await expect(canvas.getByRole('img', { name: 'Maria Clara' })).toHaveTextContent('MC');
  },
};

export const NoImageUrl: Story = {
  args: { src: '', name: 'Juan dela Cruz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Juan dela Cruz' })).toHaveTextContent('JC');
  },
};

export const SingleName: Story = {
  args: { name: 'Cher' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cher' })).toHaveTextContent(/^C$/);
  },
};

export const EmptyName: Story = {
  args: { name: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Unknown user' })).toHaveTextContent('?');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small" alignY="center">
      <Avatar {...args} name="Small Size" size="small" />
      <Avatar {...args} name="Medium Size" size="medium" />
      <Avatar {...args} name="Large Size" size="large" />
      <Avatar {...args} name="Extra Large" size="xlarge" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const widths = ['Small Size', 'Medium Size', 'Large Size', 'Extra Large'].map(
      (name) => canvas.getByRole('img', { name }).getBoundingClientRect().width,
    );
    await expect(widths[0]).toBeGreaterThanOrEqual(24);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(new Set(widths).size).toBe(4);
  },
};

export const StableColour: Story = {
  render: (args) => (
    <Inline space="small">
      <Avatar {...args} name="Maria Clara" colorKey={7} />
      <Avatar {...args} name="Maria C." colorKey={7} />
      <Avatar {...args} name="Ana Reyes" />
      <Avatar {...args} name="ana reyes " />
    </Inline>
  ),
  play: async ({ canvas }) => {
    // The same id, or the same name, always gets the same colour.
    const [maria, mariaRenamed, ana, anaAgain] = canvas.getAllByRole('img');
    await expect(background(maria!)).toBe(background(mariaRenamed!));
    await expect(background(ana!)).toBe(background(anaAgain!));
  },
};

const people = [
  'Maria Clara',
  'Juan dela Cruz',
  'Ana Reyes',
  'Kenji Sato',
  'Lola Basyang',
  'Jose Rizal',
  'Andres Bonifacio',
  'Gabriela Silang',
];

export const Palette: Story = {
  render: (args) => (
    <Inline space="small">
      {people.map((name, id) => (
        <Avatar key={name} {...args} name={name} colorKey={id} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const colours = new Set(canvas.getAllByRole('img').map(background));
    await expect(colours.size).toBeGreaterThan(1);
    await expect(colours.size).toBeLessThanOrEqual(6);
  },
};

export const Decorative: Story = {
  render: (args) => (
    <Inline space="small" alignY="center">
      <Avatar {...args} decorative />
      <Text weight="medium">Maria Clara</Text>
    </Inline>
  ),
  play: async ({ canvas }) => {
    // The name is written beside it, so the avatar is not read a second time.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Maria Clara')).toBeVisible();
  },
};

export const DecorativeImage: Story = {
  args: { src: portrait, decorative: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const UnicodeNames: Story = {
  render: (args) => (
    <Inline space="small">
      <Avatar {...args} name="山田 太郎" />
      <Avatar {...args} name="Ñino Dela Peña" />
      <Avatar {...args} name="élodie martin" />
      <Avatar {...args} name="👩‍💻 Dev" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '山田 太郎' })).toHaveTextContent('山太');
    await expect(canvas.getByRole('img', { name: 'Ñino Dela Peña' })).toHaveTextContent('ÑP');
    await expect(canvas.getByRole('img', { name: 'élodie martin' })).toHaveTextContent('ÉM');
    await expect(canvas.getByRole('img', { name: '👩‍💻 Dev' })).toHaveTextContent('👩‍💻D');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { name: 'Magandang Araw sa Inyong Lahat', size: 'large' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Magandang Araw sa Inyong Lahat' });
    await expect(avatar).toHaveTextContent('ML');
    const { width, height } = avatar.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};
