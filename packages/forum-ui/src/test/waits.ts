/**
 * Waits for stories whose point is that something does NOT happen (a list that must stay open,
 * a toast that must stay while hovered, a hostile handler that must not run). There is nothing
 * to find, so instead of a bare sleep they watch: the assertion is checked on every frame for
 * the whole window and the story fails the moment it stops holding. And the pause a person
 * leaves between two actions on a popup (nextPaints), counted in frames, not milliseconds.
 */

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Checks `assertion` on every animation frame for `ms` milliseconds (at least twice), and
 * throws its error as soon as it fails. `ms` is the time in which the thing would have
 * happened: name the component's own constant when it has one (HOVER_CLOSE_MS, a duration).
 */
export async function expectToHoldFor(assertion: () => unknown, ms: number): Promise<void> {
  const until = performance.now() + ms;
  await assertion();
  do {
    await nextFrame();
    await assertion();
  } while (performance.now() < until);
}

/**
 * Two animation frames: the pause a person's next action comes after at the least. Ariakit
 * finishes opening and closing a popup in effects (it starts listening for clicks outside, marks
 * the page behind it, hands focus back), and on a loaded machine those can run a frame after the
 * popup appears or disappears. An action sent within those few milliseconds meets a popup half
 * open or half closed, which no person could (Ariakit's own test helpers wait a frame between
 * actions likewise). Call it after a popup opens or closes, before the next action.
 */
export async function nextPaints(): Promise<void> {
  await nextFrame();
  await nextFrame();
}
