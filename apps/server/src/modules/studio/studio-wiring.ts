import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { AppConfig } from '../../config.ts';
import type { StudioDeps } from './studio-deps.ts';
import { catalogueGames } from './catalogue-games.ts';
import { createWalletClient, type WalletTransport } from './wallet-client.ts';
import { fetchTransport, inProcessTransport } from './wallet-transports.ts';
import { CRASH_TIMING } from './crash-timing.ts';

/** The secret the studio signs its wallet calls with: the casino's own (config.ts settles its value in every environment). */
export function walletAuthToken(config: AppConfig): string {
  return config.WALLET_AUTH_TOKEN;
}

/** Retries of a wallet call without an answer: after 0.25 s, then 1 s (Caleta: retried until a terminal answer). */
const RETRY_DELAYS_MS = [250, 1_000];

/**
 * The studio's link to the casino: STUDIO_WALLET_URL over fetch, else this server itself (in-process when the app is
 * at hand, else its own port: the background jobs start before the app).
 */
export function walletTransportFor(config: AppConfig, app?: FastifyInstance): WalletTransport {
  if (config.STUDIO_WALLET_URL)
    return fetchTransport(config.STUDIO_WALLET_URL, config.STUDIO_WALLET_TIMEOUT_MS);
  if (app) return inProcessTransport(app, config.STUDIO_WALLET_TIMEOUT_MS);
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  const authority = host.includes(':') ? `[${host}]` : host;
  return fetchTransport(`http://${authority}:${config.PORT}`, config.STUDIO_WALLET_TIMEOUT_MS);
}

export function studioDepsOf(deps: AppDeps, app?: FastifyInstance): StudioDeps {
  const options = deps.studio ?? {};
  return {
    db: deps.db,
    wallet: createWalletClient({
      transport: options.transport ?? walletTransportFor(deps.config, app),
      authToken: walletAuthToken(deps.config),
    }),
    games: options.games ?? catalogueGames(deps.db),
    now: options.now ?? (() => new Date()),
    randomBytes: (size) => new Uint8Array(randomBytes(size)),
    minRoundMs: deps.config.STUDIO_MIN_ROUND_MS,
    abandonAfterMs: deps.config.STUDIO_ABANDON_AFTER_MS,
    retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
    crash: { ...CRASH_TIMING, ...options.crash },
  };
}
