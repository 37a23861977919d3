import { Stack } from '../../primitives/Stack.tsx';
import { Text } from '../../primitives/Text.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

export interface LoadingCardsProps {
  /** The status said and shown while the list loads, e.g. 'Loading reports...'. */
  label: string;
  /** How many card placeholders (default 2). */
  count?: number;
}

/**
 * A list of cards that is loading (the staff queues): a busy region with a visible status
 * message, then a placeholder a card.
 */
export function LoadingCards({ label, count = 2 }: LoadingCardsProps) {
  return (
    <Stack space="medium" aria-busy="true">
      <Text tone="muted" role="status">
        {label}
      </Text>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="block" height={120} />
      ))}
    </Stack>
  );
}
