import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../../primitives/Text.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: {
    title: 'Device & Hardware',
    description: 'Devices, components and builds.',
    meta: ['59 threads', '2.3K posts'],
    actions: (
      <ButtonLink to="/ThreadForm" variant="primary">
        New Thread
      </ButtonLink>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, description, facts and the main action at the end of the title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Device & Hardware' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('59 threads')).toBeVisible();
    await expect(canvas.getByText('2.3K posts')).toBeVisible();
    const action = canvas.getByRole('link', { name: 'New Thread' });
    // Beside the title on a wide screen.
    await expect(action.getBoundingClientRect().top).toBeLessThan(
      heading.getBoundingClientRect().bottom,
    );
  },
};

/** Only a title. */
export const TitleOnly: Story = {
  args: { description: undefined, meta: undefined, actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** With a note under the action and a rule under the header. */
export const WithNoteAndRule: Story = {
  args: {
    divided: true,
    actions: (
      <>
        <ButtonLink to="/login" variant="primary" aria-describedby="note">
          New Thread
        </ButtonLink>
        <Text as="span" size="small" tone="muted" id="note">
          Log in to start a thread.
        </Text>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'New Thread' })).toHaveAccessibleDescription(
      'Log in to start a thread.',
    );
  },
};

/** Long and non-Latin titles wrap inside the page. */
export const LongAndUnicode: Story = {
  args: {
    title:
      'Pamayanan at Talakayan ng mga Mahilig sa Teknolohiya sa Pilipinas 🇵🇭 新しいグラフィックカード',
    description:
      'Supercalifragilisticexpialidocious_description_without_any_spaces_at_all_whatsoever',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** At 360 px the action wraps under the title, at the start. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('link', { name: 'New Thread' });
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
    await expect(Math.round(action.getBoundingClientRect().left)).toBe(
      Math.round(heading.getBoundingClientRect().left),
    );
  },
};
