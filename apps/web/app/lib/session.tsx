import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useRevalidator } from 'react-router';
import type { Player } from '@casino/api/player';
import { events } from '~/lib/events';
import { setGuardSession } from '~/lib/guards/guard-session';
import type { GeoAccess } from '~/lib/guards/geo';

/**
 * The session of this page: who is signed in (from the root loader: guards and the first paint need it before any
 * player code loads). The player's wallets and live balances are TanStack queries (lib/player/get-accounts.ts).
 */
export interface Session {
  player: Player | null;
  /** Reloads player and accounts (re-runs the root loader). Resolves when the new data is on screen. */
  refresh: () => Promise<void>;
  /** Signs out (DELETE /api/users/sign_out), clears every player store and emits 'logout'. */
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

interface Props {
  player: Player | null;
  geo: GeoAccess;
  children: ReactNode;
}

/** Holds the signed-in player (spec 01 section 4): login/logout events, and a 401 anywhere logs out. */
export function SessionProvider({ player: loadedPlayer, geo, children }: Props) {
  const revalidator = useRevalidator();
  // Cleared at once on logout or 401, until the root loader answers again.
  const [cleared, setCleared] = useState(false);
  const player = cleared ? null : loadedPlayer;
  const previousId = useRef<number | null>(null);

  useEffect(() => setCleared(false), [loadedPlayer]);

  useEffect(() => {
    const id = player?.id ?? null;
    setGuardSession({ loggedIn: id !== null, geo });
    events.emit('data-received', { playerId: id });
    if (id !== null && previousId.current === null) events.emit('login', { playerId: id });
    previousId.current = id;
  }, [player, geo]);

  const refresh = useCallback(() => revalidator.revalidate(), [revalidator]);

  const logout = useCallback(async () => {
    setCleared(true);
    setGuardSession({ loggedIn: false, geo });
    try {
      const { signOut } = await import('~/lib/player/sign-out');
      await signOut();
    } finally {
      events.emit('logout');
      await revalidator.revalidate();
    }
  }, [revalidator, geo]);

  useEffect(
    () =>
      events.on('auth-error', () => {
        if (previousId.current === null) return;
        setCleared(true);
        setGuardSession({ loggedIn: false, geo });
        events.emit('logout');
        void revalidator.revalidate();
      }),
    [revalidator, geo],
  );

  const value = useMemo<Session>(() => ({ player, refresh, logout }), [player, refresh, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The whole session: player, refresh(), logout(). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in player, or null for a guest. */
export function usePlayer(): Player | null {
  return useSession().player;
}
