import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CONTACT_EMAIL, PAGE_LINKS } from '../messages.ts';
import { teamText as t } from './teamText.ts';
import { TeamIntroductionView } from './TeamIntroductionView.tsx';

const meta = {
  title: 'Screens/Pages/Team introduction',
  component: TeamIntroductionView,
  args: { siteName: 'TechForum' },
} satisfies Meta<typeof TeamIntroductionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const roles = within(canvas.getByRole('region', { name: t.rolesTitle }));
    await expect(roles.getAllByRole('listitem')).toHaveLength(3);
    for (const role of t.roles) {
      await expect(roles.getByRole('heading', { level: 3, name: role.title })).toBeVisible();
    }
    // The badges repeat the card titles in the role colours, so they are not read twice.
    await expect(roles.getByText('Admin')).toHaveAttribute('aria-hidden', 'true');
    const reach = within(canvas.getByRole('region', { name: t.reachTitle }));
    await expect(reach.getByRole('link', { name: t.contactFormLink })).toHaveAttribute(
      'href',
      PAGE_LINKS.contactForm,
    );
    await expect(reach.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
    // No invented people: the page introduces roles, not named staff with photos.
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.contactFormLink })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: CONTACT_EMAIL })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.aboutLink })).toHaveFocus();
  },
};

export const LongAndUnicode: Story = {
  args: {
    siteName: 'Samahan ng mga Mahilig sa Teknolohiya — テック 🇵🇭 '.repeat(3),
    contactEmail: `napakahabang-pangalan-ng-mailbox-para-sa-suporta.${'x'.repeat(40)}@example.com`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/テック/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
