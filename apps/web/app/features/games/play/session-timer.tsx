import { useEffect, useState } from 'react';
import { events } from '~/lib/events';
import { useT } from '~/lib/i18n';
import { readSession, writeSession } from '~/lib/local-storage';
import { useRootData } from '~/lib/root-data';
import { usePlayer } from '~/lib/session';
import { SESSION_TIMER_KEY, formatElapsed, sessionStartedAt } from './session-clock.ts';

/** The licence whose players see how long they have been playing (spec 02 section 4, session timer). */
const TIMED_LICENCE = 'EE';

/**
 * The session timer of spec 02 section 4: runs only while logged in and under the EE licence, kept in session storage
 * (a reload goes on counting), reset on logout. Drawn after hydration: the server cannot know the tab's start.
 */
export function SessionTimer() {
  const t = useT();
  const player = usePlayer();
  const { licence } = useRootData();
  const [elapsed, setElapsed] = useState<string | null>(null);
  const timed = player !== null && licence === TIMED_LICENCE;

  useEffect(() => events.on('logout', () => writeSession(SESSION_TIMER_KEY, null)), []);
  useEffect(() => {
    if (!timed) return;
    const started = sessionStartedAt(readSession(SESSION_TIMER_KEY), Date.now());
    writeSession(SESSION_TIMER_KEY, String(started));
    const tick = () => setElapsed(formatElapsed(Date.now() - started));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [timed]);

  if (!timed || elapsed === null) return null;
  return (
    <span className="play-stage__timer" role="timer">
      {t('PLAY.SESSION_TIME', { time: elapsed })}
    </span>
  );
}
