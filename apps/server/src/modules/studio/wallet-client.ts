import { createHmac } from 'node:crypto';
import { z } from 'zod';

// The studio's only link to the casino (docs/games-architecture.md, "Casino wallet"; spec 04 section 3): signed HTTP
// calls through a transport the caller chooses (fetch in production, a fake casino in tests).

export interface WalletHttpRequest {
  method: 'GET' | 'POST';
  /** From the casino's root: `/api/wallet/play`. */
  path: string;
  /** The exact bytes sent and signed ('' for a GET). */
  body: string;
  headers: Record<string, string>;
}

export interface WalletHttpResponse {
  status: number;
  body: string;
}

/** Sends one request; throws when no answer came (a timeout, a refused connection): the outcome is then unknown. */
export type WalletTransport = (request: WalletHttpRequest) => Promise<WalletHttpResponse>;

export interface WalletAction {
  action: 'bet' | 'win';
  action_id: string;
  amount: number;
}

export interface RollbackAction {
  action: 'rollback';
  action_id: string;
  original_action_id: string;
}

export interface PlayBody {
  user_id: string;
  currency: string;
  game: string;
  game_id?: string;
  session_id: string;
  round_id?: string;
  finished?: boolean;
  actions?: (WalletAction | RollbackAction)[];
}

const playAnswerSchema = z.looseObject({
  balance: z.number().int(),
  transactions: z
    .array(z.looseObject({ action_id: z.string(), tx_id: z.union([z.string(), z.number()]) }))
    .optional(),
});
export type PlayAnswer = z.infer<typeof playAnswerSchema>;

const refusalSchema = z.looseObject({
  code: z.number().int(),
  message: z.string().optional(),
  balance: z.number().int().nullish(),
});

/** What the casino tells the studio about a launch token (GET /api/game_sessions/{token}/context). */
const casinoId = z.union([z.string(), z.number()]).transform(String);
const contextSchema = z
  .looseObject({
    session_id: casinoId,
    /** The wallet protocol's user_id (the casino names it player_id here); null for a guest's demo. */
    player_id: casinoId.nullish(),
    nickname: z.string().nullish(),
    game_identifier: z.string().min(1),
    mode: z.enum(['real', 'demo']),
    currency: z.string().min(1),
    status: z.string().default('open'),
  })
  .transform(({ player_id, ...context }) => ({ ...context, user_id: player_id ?? null }));
export type SessionContext = z.infer<typeof contextSchema>;

/** A call's result: answered, definitely refused (nothing was done), or unknown (no answer, a 5xx, code 500). */
export type WalletOutcome<T> =
  | { kind: 'ok'; answer: T }
  | { kind: 'refused'; status: number; code: number; message: string; balance: number | null }
  | { kind: 'unknown'; reason: string };

/** Hex HMAC-SHA256 of the raw body with the casino's auth token: the X-Request-Sign header. */
export function signBody(body: string, authToken: string): string {
  return createHmac('sha256', authToken).update(body).digest('hex');
}

/** The casino's code 500 is "unknown error": like a timeout, the call may or may not have been applied. */
const UNKNOWN_ERROR_CODE = 500;

function interpret<T>(response: WalletHttpResponse, schema: z.ZodType<T>): WalletOutcome<T> {
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    json = undefined;
  }
  if (response.status >= 500) return { kind: 'unknown', reason: `HTTP ${response.status}` };
  if (response.status >= 200 && response.status < 300) {
    const parsed = schema.safeParse(json);
    return parsed.success
      ? { kind: 'ok', answer: parsed.data }
      : { kind: 'unknown', reason: 'an answer the studio cannot read' };
  }
  const refusal = refusalSchema.safeParse(json);
  if (refusal.success && refusal.data.code === UNKNOWN_ERROR_CODE)
    return { kind: 'unknown', reason: refusal.data.message ?? 'unknown error' };
  return {
    kind: 'refused',
    status: response.status,
    code: refusal.success ? refusal.data.code : response.status,
    message: (refusal.success ? refusal.data.message : undefined) ?? `HTTP ${response.status}`,
    balance: refusal.success ? (refusal.data.balance ?? null) : null,
  };
}

export interface WalletClient {
  play(body: PlayBody): Promise<WalletOutcome<PlayAnswer>>;
  rollback(body: PlayBody): Promise<WalletOutcome<PlayAnswer>>;
  context(token: string): Promise<WalletOutcome<SessionContext>>;
}

export function createWalletClient(options: {
  transport: WalletTransport;
  authToken: string;
}): WalletClient {
  async function send<T>(
    method: 'GET' | 'POST',
    path: string,
    body: string,
    schema: z.ZodType<T>,
  ): Promise<WalletOutcome<T>> {
    const headers: Record<string, string> = {
      // A GET has no body: the casino checks the signature of its path instead.
      'x-request-sign': signBody(method === 'GET' ? path : body, options.authToken),
      // The casino's CSRF guard lets a non-browser caller through with this header (it sends no Origin).
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
    };
    if (method === 'POST') headers['content-type'] = 'application/json';
    try {
      return interpret(await options.transport({ method, path, body, headers }), schema);
    } catch (error) {
      return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
    }
  }
  return {
    play: (body) => send('POST', '/api/wallet/play', JSON.stringify(body), playAnswerSchema),
    rollback: (body) =>
      send('POST', '/api/wallet/rollback', JSON.stringify(body), playAnswerSchema),
    context: (token) =>
      send('GET', `/api/game_sessions/${encodeURIComponent(token)}/context`, '', contextSchema),
  };
}
