import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Inline } from '../../primitives/Inline.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { ActionList } from './ActionList.tsx';

/** A small queue: Done removes an item; Mark read only takes its buttons away. */
function Queue({ items: initial, nextAction }: { items: string[]; nextAction?: string }) {
  const [items, setItems] = useState(initial);
  const [read, setRead] = useState<string[]>([]);
  return (
    <Stack space="small">
      <ActionList
        aria-label="Reports"
        nextAction={nextAction}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
      >
        {items.map((item) => (
          <li key={item}>
            <Card padding="small">
              <Inline space="small" align="center">
                <Text as="span">{item}</Text>
                {!read.includes(item) && (
                  <>
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => setRead([...read, item])}
                    >
                      {`Mark ${item} read`}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => setItems(items.filter((other) => other !== item))}
                    >
                      {`Done with ${item}`}
                    </Button>
                  </>
                )}
              </Inline>
            </Card>
          </li>
        ))}
      </ActionList>
      <Text size="small" tone="muted">{`${items.length} left`}</Text>
    </Stack>
  );
}

const meta = {
  title: 'Components/ActionList',
  component: Queue,
  args: { items: ['Spam post', 'Rude reply', 'Off-topic thread'] },
} satisfies Meta<typeof Queue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named list of items, each with its actions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Reports' });
    await expect(list.children).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Done with Spam post' })).toBeVisible();
  },
};

/** The focused item leaves: focus moves to the item now in its place. */
export const ItemLeaves: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Done with Spam post' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('2 left')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Mark Rude reply read' })).toHaveFocus(),
    );
  },
};

/** The focused item stays but loses its buttons: focus moves to the next item's. */
export const ButtonsLeave: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Mark Rude reply read' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Mark Off-topic thread read' })).toHaveFocus(),
    );
  },
};

/** With `nextAction`, focus lands on a chosen action of the next item (here, Done). */
export const ChosenNextAction: Story = {
  args: { nextAction: 'button:last-of-type' },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Mark Spam post read' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Done with Rude reply' })).toHaveFocus(),
    );
  },
};

/** The last item goes: focus goes back to the one before it. */
export const LastItemLeaves: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Done with Off-topic thread' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Mark Rude reply read' })).toHaveFocus(),
    );
  },
};

/** Nothing left to act on: focus rests on the list itself, not the page. */
export const NothingLeft: Story = {
  args: { items: ['Spam post'] },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Done with Spam post' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Reports' })).toHaveFocus());
  },
};

/** Long and unicode items wrap; the behaviour is the same. */
export const LongAndUnicode: Story = {
  args: {
    items: [
      `Bakit mabagal ang laptop ko? ${'Napakabagal talaga. '.repeat(6)}💻`,
      '李小龍 — “Ñiña” ⌨️',
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /^Done with Bakit/ })[0]!);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Mark 李小龍 — “Ñiña” ⌨️ read' })).toHaveFocus(),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Reports' }).children).toHaveLength(3);
  },
};
