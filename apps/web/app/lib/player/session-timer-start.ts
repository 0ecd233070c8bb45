/** Where the EE session timer keeps when this tab's session started (spec 02 section 4: session storage). */
export const SESSION_TIMER_KEY = 'session-timer';

/** The timer's start for this player, or null (none yet, another player's, or storage unreadable). */
export function readSessionTimerStart(playerId: number): number | null {
  try {
    const raw = sessionStorage.getItem(SESSION_TIMER_KEY);
    if (!raw) return null;
    const saved: unknown = JSON.parse(raw);
    if (
      typeof saved === 'object' &&
      saved !== null &&
      'playerId' in saved &&
      'start' in saved &&
      saved.playerId === playerId &&
      typeof saved.start === 'number'
    )
      return saved.start;
  } catch {
    // Storage may be disabled: the timer starts again.
  }
  return null;
}

/** Sign-out resets the timer (spec 02 section 4). */
export function resetSessionTimer(): void {
  try {
    sessionStorage.removeItem(SESSION_TIMER_KEY);
  } catch {
    // Nothing stored.
  }
}
