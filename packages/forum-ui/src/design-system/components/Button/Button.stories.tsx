import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../../primitives/Inline.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Button, ButtonLink } from './Button.tsx';
import { oneMode } from '../../../test/chromaticModes.ts';

const meta = {
  title: 'Components/Button',
  parameters: { chromatic: { modes: oneMode } },
  component: Button,
  args: { children: 'Create Topic', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'critical', 'success'],
    },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Create Topic' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create Topic' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="critical">
        Delete User
      </Button>
      <Button {...args} variant="success">
        Approve
      </Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Primary', 'Secondary', 'Ghost', 'Delete User', 'Approve']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().height;
    await expect(small).toBeGreaterThanOrEqual(24);
    await expect(large).toBeGreaterThan(small);
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Creating...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Creating...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Create Topic' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still reachable with Tab, so keyboard users can find it.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const onSubmitIdle = fn();
const onSubmitBusy = fn();

/** A form whose submit handler is `onSubmit`, with one field and the given submit button. */
function SubmitForm({
  name,
  onSubmit,
  busy,
}: {
  name: string;
  onSubmit: () => void;
  busy: boolean;
}) {
  return (
    <form
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        {`${name} e-mail `}
        <input type="email" />
      </label>{' '}
      <Button type="submit" busy={busy} busyLabel="Sending...">
        Send
      </Button>
    </form>
  );
}

export const BusySubmitSendsNothing: Story = {
  render: () => (
    <Stack space="medium">
      <SubmitForm name="Idle" onSubmit={onSubmitIdle} busy={false} />
      <SubmitForm name="Busy" onSubmit={onSubmitBusy} busy />
    </Stack>
  ),
  play: async ({ canvas }) => {
    onSubmitIdle.mockClear();
    onSubmitBusy.mockClear();
    // Enter in a field submits through the form's submit button...
    await userEvent.type(canvas.getByRole('textbox', { name: 'Idle e-mail' }), 'a@b.ph{Enter}');
    await expect(onSubmitIdle).toHaveBeenCalledTimes(1);
    // ...but not while that button is busy, nor does a click or a key on it.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Busy e-mail' }), 'a@b.ph{Enter}');
    const busy = canvas.getByRole('button', { name: 'Sending...' });
    await userEvent.click(busy);
    await userEvent.keyboard(' ');
    await expect(busy).toHaveFocus();
    await expect(onSubmitBusy).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  args: { icon: <span>＋</span>, children: 'New Thread' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'New Thread' })).toBeVisible();
  },
};

export const LongUnicodeLabel: Story = {
  args: { children: 'Magpadala ng mensahe — 送信する — Отправить сообщение 🚀' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Magpadala ng mensahe/ })).toBeVisible();
  },
};

export const AsLink: Story = {
  render: () => (
    <ButtonLink to="/ThreadForm" variant="primary">
      Create Topic
    </ButtonLink>
  ),
  play: async () => {
    const link = within(document.body).getByRole('link', { name: 'Create Topic' });
    await expect(link).toHaveAttribute('href', '/ThreadForm');
  },
};
