import { useCallback, useEffect, useRef, useState } from 'react';
import { postBalance } from './parent-message';
import type { StudioApi } from './studio-api';
import type { StudioRound, StudioSession } from './studio-session';

export interface StudioRounds {
  /** The balance as the player should see it: a result still being drawn is not in it yet. */
  shownBalance: number;
  busy: boolean;
  error: unknown;
  clearError: () => void;
  start: (params: unknown) => Promise<StudioRound | null>;
  act: (roundId: string, action: unknown) => Promise<StudioRound | null>;
  reveal: (round: StudioRound) => void;
  /** Counts finished rounds shown: the history refreshes on it, autoplay steps on it. */
  settled: number;
}

/**
 * The frame's side of a round: one request at a time, the balance held back until the client has drawn the result
 * and at least min_round_ms have passed since the press, then posted to the casino page.
 */
export function useStudioRounds(api: StudioApi, session: StudioSession): StudioRounds {
  const [balance, setBalance] = useState(session.balance);
  const [pending, setPending] = useState<StudioRound | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [settled, setSettled] = useState(0);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const request = useCallback(
    async (send: () => Promise<{ round: StudioRound; balance: number }>) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      startedAt.current = Date.now();
      setBusy(true);
      setError(null);
      try {
        const answer = await send();
        setPending(answer.round);
        setBalance(answer.balance);
        return answer.round;
      } catch (caught) {
        setError(caught);
        setBusy(false);
        inFlight.current = false;
        return null;
      }
    },
    [],
  );

  const start = useCallback(
    (params: unknown) => request(() => api.startRound(params)),
    [api, request],
  );
  const act = useCallback(
    (roundId: string, action: unknown) => request(() => api.act(roundId, action)),
    [api, request],
  );

  const reveal = useCallback(
    (round: StudioRound) => {
      const wait = Math.max(0, startedAt.current + session.min_round_ms - Date.now());
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        inFlight.current = false;
        setPending(null);
        setBusy(false);
        if (round.finished) setSettled((count) => count + 1);
      }, wait);
    },
    [session.min_round_ms],
  );

  // After each finished round, once the player has seen it, the casino page hears of the balance.
  useEffect(() => {
    if (settled > 0)
      postBalance({
        type: 'studio:balance',
        balance,
        currency: session.currency,
        mode: session.mode,
      });
    // Only a new settled round posts; the balance is read as it is then.
  }, [settled]);

  const shownBalance = pending ? balance - pending.win : balance;
  return {
    shownBalance,
    busy,
    error,
    clearError: () => setError(null),
    start,
    act,
    reveal,
    settled,
  };
}
