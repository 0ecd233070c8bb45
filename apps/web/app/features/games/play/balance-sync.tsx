import { useEffect, type RefObject } from 'react';
import { useAppQueryClient } from '~/lib/query/query-client';
import { ACCOUNTS_QUERY_KEY } from '~/lib/player/get-accounts';
import { isStudioBalanceMessage } from './studio-message.ts';

/**
 * The studio's frame says when a round changed the balance ({type: 'studio:balance'}); the header's accounts query is
 * read again then. Realtime balance pushes usually got there first; this covers a tab without a socket. Only messages
 * from our own origin and from this page's frame count: any other window could post the same shape.
 */
export function BalanceSync({ frame }: { frame: RefObject<HTMLIFrameElement | null> }) {
  const client = useAppQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (!isStudioBalanceMessage(event.data) || event.data.mode !== 'real') return;
      void client.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [client, frame]);
  return null;
}
