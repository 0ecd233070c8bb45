import type { FastifyInstance } from 'fastify';
import type { WalletTransport } from './wallet-client.ts';

/** The casino at another address (STUDIO_WALLET_URL): plain fetch, cut after `timeoutMs`. */
export function fetchTransport(baseUrl: string, timeoutMs: number): WalletTransport {
  const base = baseUrl.replace(/\/$/, '');
  return async (request) => {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.headers,
      ...(request.method === 'POST' ? { body: request.body } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  };
}

/**
 * The casino is this very server (the default): the same signed bytes go through Fastify's inject, as the SSR pages
 * call the API in-process, without a socket hop and whatever address the server listens on.
 */
export function inProcessTransport(app: FastifyInstance, timeoutMs: number): WalletTransport {
  return async (request) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('wallet call timed out')), timeoutMs);
    });
    try {
      const response = await Promise.race([
        app.inject({
          method: request.method,
          url: request.path,
          headers: request.headers,
          ...(request.method === 'POST' ? { payload: request.body } : {}),
        }),
        timeout,
      ]);
      return { status: response.statusCode, body: response.body };
    } finally {
      clearTimeout(timer);
    }
  };
}
