import type { Canvas } from './queries.ts';
import { useLocation } from 'react-router-dom';

/**
 * Where a link led and the navigation state it carried, for stories of screens that hand state
 * to the next page (New Thread → /ThreadForm with a category and a return address). Mount it as
 * the story's catch-all route; stories read it with `arrivedAt` and `arrivedState`.
 */
export function LocationStateProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <output aria-label="Arrived at">{pathname + search}</output>
      <output aria-label="Arrived with state">{JSON.stringify(state ?? null)}</output>
    </>
  );
}

/** The path the probe arrived at (waits for it). */
export const arrivedAt = async (canvas: Canvas) =>
  (await canvas.findByRole('status', { name: 'Arrived at' })).textContent;

/** The navigation state the probe arrived with, parsed (waits for it). */
export const arrivedState = async (canvas: Canvas): Promise<unknown> =>
  JSON.parse(
    (await canvas.findByRole('status', { name: 'Arrived with state' })).textContent || 'null',
  );
