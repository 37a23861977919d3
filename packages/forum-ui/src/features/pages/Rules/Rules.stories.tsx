import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FORUM_RULES, rulesText as t } from './rulesText.ts';
import { PAGE_LINKS } from '../messages.ts';
import { RulesView } from './RulesView.tsx';

const meta = {
  title: 'Screens/Pages/Rules',
  component: RulesView,
  args: { siteName: 'TechForum' },
} satisfies Meta<typeof RulesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const allRules = FORUM_RULES.flatMap((section) => section.rules.map((r) => r.rule));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const edited = canvas.getByText(t.lastEditedDate);
    await expect(edited.tagName).toBe('TIME');
    await expect(edited).toHaveAttribute('datetime', '2024-12-27');
    await expect(edited.parentElement).toHaveTextContent('Last edited December 27, 2024');
    // Every rule of the spec's list, numbered 1 to 13 straight through the sections.
    await expect(allRules).toHaveLength(13);
    const items = FORUM_RULES.flatMap((section) =>
      within(canvas.getByRole('region', { name: section.title })).getAllByRole('listitem'),
    );
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(allRules);
    const lists = FORUM_RULES.map((section) =>
      within(canvas.getByRole('region', { name: section.title })).getByRole('list'),
    );
    await expect(lists.map((list) => list.getAttribute('start'))).toEqual([
      '1',
      '3',
      '5',
      '7',
      '9',
      '12',
    ]);
    await expect(canvas.getByRole('link', { name: t.contactLink })).toHaveAttribute(
      'href',
      PAGE_LINKS.contact,
    );
  },
};

export const ContentsByKeyboard: Story = {
  play: async ({ canvas }) => {
    const contents = canvas.getByRole('navigation', { name: t.contents });
    const links = within(contents).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(FORUM_RULES.map((s) => s.title));
    const last = FORUM_RULES[FORUM_RULES.length - 1]!;
    const target = within(contents).getByRole('link', { name: last.title });
    await expect(target).toHaveAttribute('href', `#${last.id}`);
    target.focus();
    await userEvent.keyboard('{Enter}');
    // The section comes into view and its heading takes focus.
    const heading = canvas.getByRole('heading', { level: 2, name: last.title });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
  },
};

export const LongAndUnicode: Story = {
  args: {
    sections: [
      {
        id: 'rules-wika',
        title: 'Wika at istilo: mga patakaran sa pagsulat ng mga post 📝 '.repeat(3),
        rules: [
          {
            rule: 'Ang Ingles ang pangunahing wika — 日本語も歓迎しますが、翻訳を添えてください。',
            detail: 'Supercalifragilisticexpialidocious'.repeat(6),
          },
        ],
      },
      FORUM_RULES[0]!,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/日本語も歓迎/)).toBeVisible();
    // A very long word wraps inside the column instead of widening the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(
      within(canvas.getByRole('region', { name: FORUM_RULES[0]!.title })).getByRole('list'),
    ).toHaveAttribute('start', '2');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: t.contents })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
