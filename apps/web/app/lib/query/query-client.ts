import { createContext, useContext } from 'react';
import { QueryClient } from '@tanstack/react-query';

// TanStack Query holds the player's data in the browser (lib/player/get-*.ts), seeded from the root loader so a
// realtime push can patch one query. Only player-side code imports this module: a guest's first page carries none
// of it. No QueryClientProvider at the root for the same reason: hooks take the client from useAppQueryClient().

/** A server render's own client (entry.server.tsx makes one per request): one player's data never meets another's. */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Seeded from the root loader and kept current by realtime pushes and refreshes, not by polling.
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, retry: 2, refetchOnWindowFocus: false },
    },
  });
}

let browserClient: QueryClient | null = null;

/** The query client of this render: the request's on the server, the page's single one in the browser. */
export function useAppQueryClient(): QueryClient {
  const serverClient = useContext(ServerQueryClientContext);
  if (serverClient) return serverClient;
  if (import.meta.env.SSR) throw new Error('a server render without its own query client');
  browserClient ??= createQueryClient();
  return browserClient;
}
