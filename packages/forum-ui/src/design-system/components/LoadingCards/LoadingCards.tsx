import type { StackProps } from '../../primitives/Stack.tsx';
import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

export interface LoadingCardsProps {
  /** The status said and shown while the list loads, e.g. 'Loading reports...'. */
  label: string;
  /** How many card placeholders (default 2). */
  count?: number;
  /** Each placeholder's height in pixels (default 120, a card; 56 suits a one-line row). */
  height?: number;
  /** Space between the status and the placeholders (default 'medium'). */
  space?: StackProps['space'];
}

/**
 * A list of cards that is loading (the staff queues, user management, notifications): a busy
 * region with a visible status message, then a placeholder a card.
 */
export function LoadingCards({
  label,
  count = 2,
  height = 120,
  space = 'medium',
}: LoadingCardsProps) {
  return (
    <Stack space={space} aria-busy="true">
      <Text tone="muted" role="status">
        {label}
      </Text>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="block" height={height} />
      ))}
    </Stack>
  );
}
