import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GameSession } from '@casino/api/play-client';
import { api } from '~/lib/api';
import { apiErrorFields, apiErrorStatus } from '~/lib/api-error';
import { createGameSession } from './create-game-session.ts';
import { isLimitReached } from './play-rules.ts';

export type Launch =
  | { state: 'waiting' }
  | { state: 'starting' }
  | { state: 'ready'; session: GameSession }
  | { state: 'refused'; reason: 'currency' | 'unavailable' | 'failed' };

/** Where a reached limit or a break sends the player (spec 01 section 2: "the game route redirects to the limits page"). */
export const LIMITS_PATH = '/profile/limits';

/**
 * Opens a game session once nothing blocks play (`enabled`), again when the game, the mode or the currency change.
 * A LimitReached answer leaves for the limits page; a 404 or a currency the game does not take is said on the stage.
 * Guests play demos too, so this runs on the plain browser client rather than the player's query cache.
 */
export function useGameLaunch(
  game: { identifier: string },
  mode: 'real' | 'demo',
  currency: string | null,
  enabled: boolean,
): { launch: Launch; retry: () => void } {
  const navigate = useNavigate();
  const [launch, setLaunch] = useState<Launch>({ state: 'waiting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) {
      setLaunch({ state: 'waiting' });
      return;
    }
    let current = true;
    setLaunch({ state: 'starting' });
    const body = {
      game_identifier: game.identifier,
      mode,
      ...(mode === 'real' && currency ? { currency } : {}),
    };
    createGameSession(api, body).then(
      (session) => {
        if (current) setLaunch({ state: 'ready', session });
      },
      (error: unknown) => {
        if (!current) return;
        const status = apiErrorStatus(error);
        const fields = apiErrorFields(error);
        if (status === 422 && isLimitReached(fields)) {
          void navigate(LIMITS_PATH, { replace: true });
          return;
        }
        const reason = status === 422 ? 'currency' : status === 404 ? 'unavailable' : 'failed';
        setLaunch({ state: 'refused', reason });
      },
    );
    return () => {
      current = false;
    };
  }, [game.identifier, mode, currency, enabled, navigate, attempt]);

  return { launch, retry: () => setAttempt((n) => n + 1) };
}
