import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../../primitives/Text.tsx';
import { PageSection } from './PageSection.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/PageSection',
  parameters: { chromatic: { modes: oneMode } },
  component: PageSection,
  args: {
    title: 'Our mission',
    children: (
      <Text>
        We want good information about technology to be easy to find and easy to talk about.
      </Text>
    ),
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Our mission' });
    await expect(section.tagName).toBe('SECTION');
    await expect(
      within(section).getByRole('heading', { level: 2, name: 'Our mission' }),
    ).toBeVisible();
    // Running text keeps a readable line length.
    await expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(720);
  },
};

export const FullWidth: Story = {
  args: { wide: true, title: 'What you will find here' },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'What you will find here' });
    // As wide as the space it is in.
    await expect(section.getBoundingClientRect().width).toBe(
      section.parentElement!.getBoundingClientRect().width,
    );
  },
};

export const SubSection: Story = {
  args: { headingLevel: 3, title: 'Moderators' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Moderators' })).toBeVisible();
  },
};

export const LongAndUnicode: Story = {
  args: {
    title: 'Mga patakaran sa komunidad — コミュニティのルール 📜 '.repeat(4),
    children: <Text>{'Supercalifragilisticexpialidocious'.repeat(8)}</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /コミュニティのルール/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
