import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's named ranges, which Fastify's trustProxy accepts beside addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (10.0.0.0/8, fd00::/8), an IPv4 address with a netmask, or a named range. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(mask) === 4;
}

/**
 * TRUST_PROXY as Fastify's trustProxy: which hops may set X-Forwarded-For (and so the IP that rate limits and sessions
 * see). Off unless set: a client reaching the server directly could otherwise pick a fresh address per request.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'false' || value === '') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const invalid = entries.filter((entry) => !isProxyEntry(entry));
    if (invalid.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `expected true, false, a hop count or addresses/CIDRs separated by commas, not ${invalid.join(', ')}`,
    });
    return z.NEVER;
  });

/** A URL setting; an empty value means unset (as a shell's `VAR=` does). */
const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().url().optional(),
);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL URL; when absent the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  /** Shared by the nodes of one deployment: realtime publications reach every node's sockets through it. */
  REDIS_URL: optionalUrl,
  /**
   * A Centrifugo server's HTTP API (and its key) to publish through instead of this deployment's own hub; the
   * connection tokens are then signed with SESSION_SECRET, which must be Centrifugo's token_hmac_secret_key.
   */
  CENTRIFUGO_API_URL: optionalUrl,
  CENTRIFUGO_API_KEY: z.string().min(1).optional(),
  /** Signs realtime tokens; required in production (a development value stands in elsewhere). */
  SESSION_SECRET: z.string().min(16).optional(),
  /** Name of a header set by a trusted proxy that carries the visitor's ISO country (e.g. cf-ipcountry). */
  GEO_HEADER: z.string().optional(),
  TRUST_PROXY: trustProxySchema,
  /** smtp://user:pass@host:port; without it e-mails stay in the outbox, readable in development. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Open Casino <no-reply@open-casino.local>'),
  /**
   * The site's public origin (scheme, host, optional port; no path): CSRF origin checks, links in e-mails, canonical
   * links and the page's own origin use it, never the request's Host.
   */
  PUBLIC_ORIGIN: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const url = URL.canParse(value) ? new URL(value) : null;
      if (url && /^https?:$/.test(url.protocol) && /^\/?$/.test(url.pathname) && !url.search)
        return url.origin;
      ctx.addIssue({
        code: 'custom',
        message: 'expected an origin such as https://casino.example',
      });
      return z.NEVER;
    }),
  /** Further host names the site answers at (comma-separated); any other Host header is refused with 421. */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== ''),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Title searches (POST /api/games_filter with filter.title) per minute per client network and node; 0: no limit. */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(0).default(300),
  /**
   * Licences under which a player may recall a pending cashout (spec 01 section 7's recall exists for CW and EE;
   * UK-style licences ban reverse withdrawals): comma-separated, empty for none.
   */
  CASHOUT_RECALL_LICENCES: z
    .string()
    .default('CW,EE')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toUpperCase())
        .filter((entry) => entry !== ''),
    ),
  /**
   * Milliseconds a client has to send a whole request, headers and body: a stalled or trickled upload is cut (408) so
   * it cannot hold a connection (checked every second).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /** Seconds between two blocks of the sandbox crypto networks (each block adds one confirmation to every deposit). */
  CRYPTO_BLOCK_SECONDS: z.coerce.number().positive().max(3600).default(15),
  /**
   * The sandbox control (a test payment sent to a crypto deposit address) answers outside production; in production
   * only a request carrying this token in X-Sandbox-Token (unset: never).
   */
  SANDBOX_CONTROL_TOKEN: z.string().min(16).optional(),
  /**
   * The seamless wallet's shared secret (spec 04 section 3): a game provider signs each call with HMAC-SHA256 of its raw
   * body under it (X-Request-Sign). Unset: a public development value outside production, and in production a value
   * derived from SESSION_SECRET (the in-house studio derives the same); set it to give an outside aggregator its own.
   */
  WALLET_AUTH_TOKEN: z.string().min(16).optional(),
  /** Seed the tester accounts (public password) in production too; outside production they are always seeded. */
  SEED_TESTERS: z.stringbool().default(false),
  /** Where the studio finds the casino's wallet; unset: this server itself, called in-process. */
  STUDIO_WALLET_URL: optionalUrl,
  /** How long the studio waits for one wallet answer before it counts the call as timed out (and retries). */
  STUDIO_WALLET_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  /** The shortest time between the starts of two rounds of one session (UKGC RTS 14: 2500 for slots); 0: none. */
  STUDIO_MIN_ROUND_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** A round left open this long is settled the way better for the player and closed (the abandon job). */
  STUDIO_ABANDON_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(10 * 60_000),
});

/** Outside production only: a production start without SESSION_SECRET refuses to run. */
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret';

/** Outside production only (docs/wallet-protocol.md signs its examples with it). */
export const DEVELOPMENT_WALLET_AUTH_TOKEN = 'development-wallet-auth-token';

export type AppConfig = Omit<
  z.infer<typeof configSchema>,
  'SESSION_SECRET' | 'WALLET_AUTH_TOKEN'
> & {
  SESSION_SECRET: string;
  WALLET_AUTH_TOKEN: string;
};

/** Reads the process environment once, failing fast with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const { SESSION_SECRET, WALLET_AUTH_TOKEN, ...config } = parsed.data;
  if (SESSION_SECRET === undefined && config.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration: SESSION_SECRET: required in production (a long random value, 16 characters at least)',
    );
  }
  const sessionSecret = SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET;
  const walletToken =
    WALLET_AUTH_TOKEN ??
    (config.NODE_ENV === 'production'
      ? createHmac('sha256', sessionSecret).update('wallet-auth-token').digest('hex')
      : DEVELOPMENT_WALLET_AUTH_TOKEN);
  return { ...config, SESSION_SECRET: sessionSecret, WALLET_AUTH_TOKEN: walletToken };
}

export function isDevelopment(config: AppConfig): boolean {
  return config.NODE_ENV !== 'production';
}

/** The testers' password is in the README: a production install gets them only when the operator asks (SEED_TESTERS). */
export function seedsTesters(config: AppConfig): boolean {
  return isDevelopment(config) || config.SEED_TESTERS;
}
