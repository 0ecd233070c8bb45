import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { serverContext } from '~/lib/load-context';
import { NonceProvider } from '~/lib/nonce';
import { ServerQueryClientContext, createQueryClient } from '~/lib/query/query-client';
import { scriptsAfterPaint } from '~/lib/server/scripts-after-paint.server';

export { createLoadContext } from '~/lib/load-context';

export const streamTimeout = 8_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Every script this response writes carries the nonce of its Content-Security-Policy (set by the server).
  const { nonce } = loadContext.get(serverContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SSR benchmarks wait for the whole document; players get the shell as soon as it is ready.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerQueryClientContext value={createQueryClient()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerQueryClientContext>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The app's scripts load once this HTML is painted (lib/server/scripts-after-paint.server.ts).
          const body = scriptsAfterPaint(nonce);
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
