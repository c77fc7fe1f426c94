// Waits until what the last state change drew is on screen: a busy label set just before synchronous work would
// otherwise be set and cleared in one task, and never painted.

/** The longest wait: a hidden tab runs no animation frames, and work must not stall behind one. */
const AT_MOST_MS = 100;

export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, AT_MOST_MS);
    // A frame's callbacks run just before its paint; a task queued from one runs after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
