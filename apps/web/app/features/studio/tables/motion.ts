// Animation helpers shared by the table clients: one requestAnimationFrame loop per animation, shortened to almost
// nothing for players who ask the system for reduced motion (the result still shows, only the travel goes).

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

export const easeOutCubic = (x: number): number => 1 - (1 - x) ** 3;

/** Calls `frame(progress in [0, 1])` on each animation frame for `ms`; resolves when done or when `signal` aborts. */
export function animate(
  ms: number,
  frame: (progress: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const length = prefersReducedMotion() ? Math.min(ms, 120) : ms;
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || length <= 0) {
      frame(1);
      resolve();
      return;
    }
    const begin = performance.now();
    const step = (now: number) => {
      if (signal?.aborted) return resolve();
      const progress = Math.min(1, (now - begin) / length);
      frame(progress);
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** A pause between dealt cards; resolves early when `signal` aborts (the client unmounted). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  const length = prefersReducedMotion() ? 0 : ms;
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, length);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
