/** Where the EE session timer keeps its start (spec 02 section 4: saved in session storage, reset on logout). */
export const SESSION_TIMER_KEY = 'session-timer-started-at';

/** The timer's start: the stored one when it is a sane past time, else now (a new tab session or a bad value). */
export function sessionStartedAt(stored: string | null, now: number): number {
  const started = Number(stored);
  return stored !== null && Number.isInteger(started) && started > 0 && started <= now
    ? started
    : now;
}

/** Elapsed time as h:mm:ss (or mm:ss under an hour). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
