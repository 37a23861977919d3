import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { aboutText as t } from './aboutText.ts';
import { PAGE_LINKS } from '../messages.ts';
import { AboutView } from './AboutView.tsx';

const meta = {
  title: 'Screens/Pages/About',
  component: AboutView,
  args: { siteName: 'TechForum' },
} satisfies Meta<typeof AboutView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByText(t.lead('TechForum'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t.missionTitle })).toBeVisible();
    // What the site offers, each subject linking to its pages.
    const offers = within(canvas.getByRole('region', { name: t.offersTitle }));
    const subjects = offers.getAllByRole('listitem');
    await expect(subjects).toHaveLength(6);
    for (const offer of t.offers) {
      await expect(offers.getByRole('link', { name: offer.title })).toHaveAttribute(
        'href',
        offer.href,
      );
    }
    await expect(canvas.getByText(/in the Philippines/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.rulesLink })).toHaveAttribute(
      'href',
      PAGE_LINKS.rules,
    );
    await expect(canvas.getByRole('link', { name: t.teamLink })).toHaveAttribute(
      'href',
      PAGE_LINKS.team,
    );
    // A guest is invited to sign up, or to look around first.
    const join = within(canvas.getByRole('region', { name: t.joinTitle }));
    await expect(join.getByText(t.joinGuest)).toBeVisible();
    await expect(join.getByRole('link', { name: t.signUp })).toHaveAttribute(
      'href',
      PAGE_LINKS.signup,
    );
    await expect(join.getByRole('link', { name: t.browseForums })).toHaveAttribute(
      'href',
      PAGE_LINKS.forums,
    );
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    const join = within(canvas.getByRole('region', { name: t.joinTitle }));
    await expect(join.getByText(t.joinMember)).toBeVisible();
    await expect(join.queryByRole('link', { name: t.signUp })).toBeNull();
    await expect(join.getByRole('link', { name: t.startTopic })).toHaveAttribute(
      'href',
      PAGE_LINKS.createTopic,
    );
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    // Each subject card is one stop in the tab order: its title link.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.offers[0].title })).toHaveFocus();
    for (let i = 1; i < t.offers.length; i++) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.offers[5].title })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.rulesLink })).toHaveFocus();
  },
};

export const LongSiteName: Story = {
  args: { siteName: 'Teknolohiya at Komunidad — テックフォーラム Philippines 🇵🇭 '.repeat(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/テックフォーラム/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // One column of subject cards.
    const [first, second] = within(
      canvas.getByRole('region', { name: t.offersTitle }),
    ).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
