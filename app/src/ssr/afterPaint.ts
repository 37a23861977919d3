/**
 * Resolves once the browser has had its chance to paint what is on screen: after the next
 * animation frame, in a task of its own. A page the server rendered is whole before any script
 * runs; hydrating it (tens of milliseconds on a phone) before its first paint would only hold
 * that paint back. A hidden tab has no frames, so `maxWaitMs` bounds the wait.
 */
export function afterPaint(
  maxWaitMs = 100,
  frame: (callback: () => void) => unknown = (callback) => requestAnimationFrame(callback),
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    frame(() => setTimeout(finish, 0));
    setTimeout(finish, maxWaitMs);
  });
}
