import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Mention } from '../../utils/text/mentions.ts';
import { DEFAULT_MENTION_LABELS as l, MentionTextArea } from './MentionTextArea.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';
import { membersFrom, type MemberSource } from '../../../test/members.ts';

/** The text area with its text in state, members from a fixed list, and who was chosen shown. */
function Harness({ source }: { source: MemberSource }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Mention[]>([]);
  const { suggestions, status } = membersFrom(source, query);
  return (
    <>
      <MentionTextArea
        label="Your reply"
        hint="Type @ and a name to mention a member."
        value={text}
        onChange={(event) => setText(event.target.value)}
        onText={setText}
        onMentionQuery={setQuery}
        suggestions={suggestions}
        status={status}
        chosen={chosen.map((member) => member.name)}
        onMention={(member) => setChosen((before) => [...before, member])}
      />
      <output aria-label="Chosen">
        {chosen.map((member) => `${member.id}:${member.name}`).join(', ')}
      </output>
    </>
  );
}

const meta = {
  title: 'Components/MentionTextArea',
  component: Harness,
  args: { source: 'members' },
  parameters: { chromatic: { modes: oneMode } },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('combobox', { name: 'Your reply' });
/** The list is in a portal, outside the story's canvas. */
const list = () => within(document.body).findByRole('listbox', { name: l.suggestions });
/** The popup when it holds a message instead of names. */
const said = () => within(document.body).findByRole('status', { name: l.suggestions });

/** Typing @ and two letters lists the members; the arrows move, Enter chooses, the caret stays. */
export const Suggestions: Story = {
  play: async ({ canvas }) => {
    const area = field(canvas);
    await userEvent.click(area);
    await userEvent.keyboard('Thanks @Mar');
    const options = within(await list()).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '@Maria Clara',
      '@Mario Santos',
      '@Marisol Ñañez 日本',
    ]);
    await expect(area).toHaveFocus();
    await expect(area).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(options[1]).toHaveAttribute('data-active-item'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(area).toHaveValue('Thanks @Mario Santos '));
    await expect(area).toHaveFocus();
    await expect((area as HTMLTextAreaElement).selectionStart).toBe('Thanks @Mario Santos '.length);
    await expect(canvas.getByRole('status', { name: 'Chosen' })).toHaveTextContent(
      '2:Mario Santos',
    );
    // Typing on: the sentence, no list.
    await userEvent.keyboard('you rock');
    await expect(area).toHaveValue('Thanks @Mario Santos you rock');
    await expect(area).toHaveAttribute('aria-expanded', 'false');
  },
};

/** One letter is not enough; Escape closes the list and the text stays as typed. */
export const EscapeAndShortQuery: Story = {
  play: async ({ canvas }) => {
    const area = field(canvas);
    await userEvent.click(area);
    await userEvent.keyboard('@j');
    await expect(area).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('u');
    await list();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(area).toHaveAttribute('aria-expanded', 'false'));
    await expect(area).toHaveValue('@ju');
  },
};

export const NoneFound: Story = {
  args: { source: 'none' },
  play: async ({ canvas }) => {
    await userEvent.click(field(canvas));
    await userEvent.keyboard('@zz');
    await expect(await said()).toHaveTextContent(l.none);
    // Enter is a new line: there is nothing to choose.
    await userEvent.keyboard('{Enter}x');
    await expect(field(canvas)).toHaveValue('@zz\nx');
  },
};

export const Loading: Story = {
  args: { source: 'loading' },
  play: async ({ canvas }) => {
    await userEvent.click(field(canvas));
    await userEvent.keyboard('@ma');
    const shown = await said();
    await expect(shown).toHaveTextContent(l.loading);
    await expect(shown).toHaveAttribute('aria-busy', 'true');
  },
};

/** Offline: the list says suggestions need a connection, and typing goes on. */
export const Offline: Story = {
  args: { source: 'offline' },
  play: async ({ canvas }) => {
    await userEvent.click(field(canvas));
    await userEvent.keyboard('@maria and more');
    await expect(field(canvas)).toHaveValue('@maria and more');
    await userEvent.clear(field(canvas));
    await userEvent.keyboard('@ma');
    await expect(await said()).toHaveTextContent(l.offline);
  },
};

export const Failed: Story = {
  args: { source: 'failed' },
  play: async ({ canvas }) => {
    await userEvent.click(field(canvas));
    await userEvent.keyboard('@ma');
    await expect(await said()).toHaveTextContent(l.failed);
  },
};

/** At phone width the list is the field's width, under it. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(field(canvas));
    await userEvent.keyboard('@ma');
    const shown = await list();
    const { right } = shown.getBoundingClientRect();
    await expect(right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(shown).getByRole('option', { name: '@Maria Clara' }));
    await expect(field(canvas)).toHaveValue('@Maria Clara ');
  },
};

/**
 * Typing while members are being looked for (the list open, saying so): each key's time, keydown
 * to the text on screen, is printed for `npm run bench:typing`; no time is asserted.
 */
export const TypingWhileLoading: Story = {
  args: { source: 'loading' },
  play: async ({ canvas }) => {
    const area = field(canvas);
    await userEvent.click(area);
    await userEvent.keyboard('@Ma');
    await said();
    const text = 'ria Clara';
    const times: number[] = [];
    for (const key of text) {
      const start = performance.now();
      await userEvent.keyboard(key);
      times.push(performance.now() - start);
    }
    await expect(area).toHaveValue('@Maria Clara');
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    console.info(
      `[typing] reply box, a mention's members loading, ${times.length} keys: median ${sorted[times.length >> 1]!.toFixed(1)} ms, mean ${mean.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms per key`,
    );
  },
};
