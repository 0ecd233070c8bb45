import { useCallback, useEffect, useRef } from 'react';

/** Ease-out cubic: fast start, soft landing. */
export const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * requestAnimationFrame tweens that stop when the component unmounts: `run(ms, frame)` calls frame(progress 0..1)
 * every paint and resolves after the last one.
 */
export function useTween() {
  const frame = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );
  return useCallback(
    (durationMs: number, onFrame: (progress: number) => void) =>
      new Promise<void>((resolve) => {
        if (frame.current !== null) cancelAnimationFrame(frame.current);
        const started = performance.now();
        const step = (now: number) => {
          const progress = durationMs <= 0 ? 1 : Math.min(1, (now - started) / durationMs);
          onFrame(progress);
          if (progress < 1) frame.current = requestAnimationFrame(step);
          else {
            frame.current = null;
            resolve();
          }
        };
        frame.current = requestAnimationFrame(step);
      }),
    [],
  );
}

/** A pause inside an animation sequence. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
