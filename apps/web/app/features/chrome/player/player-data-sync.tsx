import { useEffect } from 'react';
import { ACCOUNTS_QUERY_KEY } from '~/lib/player/get-accounts';
import { PLAYER_QUERY_KEY } from '~/lib/player/get-player';
import { events } from '~/lib/events';
import { useAppQueryClient } from '~/lib/query/query-client';
import { useRootData } from '~/lib/root-data';
import { openRealtimeConnection } from '~/lib/realtime/realtime-connection';

/**
 * Keeps the player's queries at the root loader's answer when it loads again (a refresh after a change), and empties
 * them when the player signs out: the next player of this tab never sees the last one's data. Realtime pushes patch
 * the same queries.
 */
export function PlayerDataSync() {
  const client = useAppQueryClient();
  const { player, accounts } = useRootData();
  useEffect(() => {
    client.setQueryData(ACCOUNTS_QUERY_KEY, accounts);
  }, [client, accounts]);
  useEffect(() => {
    client.setQueryData(PLAYER_QUERY_KEY, player);
  }, [client, player]);
  useEffect(() => events.on('logout', () => client.clear()), [client]);
  // One realtime connection per tab and player, opened after hydration; closed on sign-out or another player.
  const playerId = player?.id ?? null;
  useEffect(() => {
    if (playerId === null) return;
    let close: (() => void) | null = null;
    let cancelled = false;
    void openRealtimeConnection(client)
      .then((closeConnection) => {
        if (cancelled) closeConnection();
        else close = closeConnection;
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      close?.();
    };
  }, [client, playerId]);
  return null;
}
