import { useEffect, useState } from 'react';
import { useT } from '~/lib/i18n';
import { useRootData } from '~/lib/root-data';
import { usePlayer } from '~/lib/session';
import { SESSION_TIMER_KEY, readSessionTimerStart } from '~/lib/player/session-timer-start';

const pad = (n: number) => String(n).padStart(2, '0');

/** Elapsed time as h:mm:ss. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * The EE session timer (spec 02 section 4): how long the player has been signed in, shown only with the EE licence,
 * kept in session storage (one per tab session) and reset on sign-out.
 */
export function SessionTimer() {
  const t = useT();
  const { licence } = useRootData();
  const playerId = usePlayer()?.id ?? null;
  const [elapsed, setElapsed] = useState<number | null>(null);
  useEffect(() => {
    if (licence !== 'EE' || playerId === null) return;
    let start = readSessionTimerStart(playerId);
    if (start === null) {
      start = Date.now();
      sessionStorage.setItem(SESSION_TIMER_KEY, JSON.stringify({ playerId, start }));
    }
    const from = start;
    const tick = () => setElapsed(Date.now() - from);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [licence, playerId]);
  if (elapsed === null) return null;
  const time = formatElapsed(elapsed);
  return (
    <span className="session-timer" role="timer" aria-label={t('LIMITS.SESSION_TIMER', { time })}>
      {time}
    </span>
  );
}
