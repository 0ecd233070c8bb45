import { useEffect, useRef, useState } from 'react';

/** How long a live table takes bets once the first chip is down. */
export const LIVE_BETTING_SECONDS = 15;

/**
 * The live tables' betting clock: while `running`, counts whole seconds down from `seconds` and calls `onElapsed`
 * once at zero. Returns the seconds left, or null while stopped. Only a bet the player placed starts it: a live table
 * never plays a round nobody asked for.
 */
export function useRoundClock(
  running: boolean,
  seconds: number,
  onElapsed: () => void,
): number | null {
  const [left, setLeft] = useState<number | null>(null);
  const elapsed = useRef(onElapsed);
  elapsed.current = onElapsed;

  useEffect(() => {
    if (!running) {
      setLeft(null);
      return;
    }
    const deadline = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        elapsed.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [running, seconds]);

  return left;
}
