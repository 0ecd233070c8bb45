import { z } from 'zod';

// The Centrifugo client protocol v2 in its JSON form (spec 04 section 4): WebSocket frames of newline-separated JSON
// commands, each with an `id`; replies carry the same id; pushes carry none. The empty object `{}` is a ping (from the
// server) or its pong (from the client).

/** Error codes of replies (Centrifugo's numbers). */
export const ERROR = {
  internal: { code: 100, message: 'internal server error' },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  tokenExpired: { code: 109, message: 'token expired' },
  tooManyRequests: { code: 111, message: 'too many requests' },
} as const;

/** Close codes: 3000-3499 the client reconnects, 3500-3999 it does not (Centrifugo's convention). */
export const DISCONNECT = {
  expired: { code: 3005, reason: 'connection expired', reconnect: true },
  shutdown: { code: 3001, reason: 'shutdown', reconnect: true },
  /** Publications may have been missed (the node's pub/sub link dropped): reconnect and read the state again. */
  insufficientState: { code: 3010, reason: 'insufficient state', reconnect: true },
  invalidToken: { code: 3500, reason: 'invalid token', reconnect: false },
  badRequest: { code: 3501, reason: 'bad request', reconnect: false },
  sessionEnded: { code: 3502, reason: 'session ended', reconnect: false },
  tooManyRequests: { code: 3508, reason: 'too many requests', reconnect: false },
  noPong: { code: 3012, reason: 'no pong', reconnect: true },
  connectTimeout: { code: 3013, reason: 'connect timeout', reconnect: true },
} as const;
export type Disconnect = (typeof DISCONNECT)[keyof typeof DISCONNECT];

const id = z
  .number()
  .int()
  .positive()
  .max(2 ** 32);
const channel = z.string().min(1).max(255);

/** The commands this hub answers; any other command is a bad request. */
export const commandSchema = z.union([
  z.strictObject({
    id,
    connect: z
      .object({ token: z.string().max(4096).optional(), name: z.string().max(64).optional() })
      .loose(),
  }),
  z.strictObject({ id, subscribe: z.object({ channel }).loose() }),
  z.strictObject({ id, unsubscribe: z.object({ channel }).loose() }),
  z.strictObject({ id, refresh: z.object({ token: z.string().max(4096) }).loose() }),
]);
export type Command = z.infer<typeof commandSchema>;

/** The version the hub reports to clients in its connect reply. */
export const PROTOCOL_VERSION = 'open-casino-hub 1.0';
