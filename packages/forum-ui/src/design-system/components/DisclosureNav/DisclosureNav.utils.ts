/**
 * Where an arrow, Home or End key moves focus in a row of `count` elements (the top buttons,
 * 'horizontal') or a column (a dropdown's links, 'vertical'): the index to focus, wrapping at
 * both ends, or null when the key does not move focus that way.
 */
export function moveIndex(
  key: string,
  index: number,
  count: number,
  orientation: 'horizontal' | 'vertical',
): number | null {
  if (count <= 0) return null;
  const [back, forward] =
    orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case forward:
      return (index + 1) % count;
    case back:
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
