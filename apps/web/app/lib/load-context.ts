import { createContext, RouterContextProvider } from 'react-router';
import type { ApiClient } from '@casino/api/client';

/** What the Fastify host hands every server render: an API client that calls the API in-process with the player's cookie. */
export interface ServerContext {
  api: ApiClient;
  /** The visitor's country as the server resolved it (trusted header, GeoIP, else CA). */
  country: string;
  /** The locale of the URL prefix (/de, /en-NZ), which is also the router's basename; null without a prefix. */
  localePrefix: string | null;
  /** This response's CSP nonce: every script the server writes carries it. */
  nonce: string;
}

export const serverContext = createContext<ServerContext>();

export function createLoadContext(value: ServerContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(serverContext, value);
  return provider;
}
