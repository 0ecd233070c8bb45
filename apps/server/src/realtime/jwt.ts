import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// HS256 JSON Web Tokens, as Centrifugo takes them (spec 04 section 4: `sub` the user id as a string, `exp`; a real
// Centrifugo given the same secret as token_hmac_secret_key accepts ours).

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** The claims of a connection token. `sid` (ours) names the session, so signing out closes its sockets. */
export const connectionClaimsSchema = z.object({
  sub: z.string().max(40),
  exp: z.number().int(),
  iat: z.number().int().optional(),
  sid: z.string().max(64).optional(),
});
export type ConnectionClaims = z.infer<typeof connectionClaimsSchema>;

export function signJwt(claims: ConnectionClaims, secret: string): string {
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

export type JwtVerdict =
  | { ok: true; claims: ConnectionClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** Checks an HS256 token's signature (in constant time), its claims and its expiry at `nowSeconds`. */
export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtVerdict {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) return { ok: false, reason: 'malformed' };
  const [header = '', payload = '', signature = ''] = parts;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };
  let decodedHeader: unknown;
  let decodedPayload: unknown;
  try {
    decodedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    decodedPayload = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const alg = z.object({ alg: z.literal('HS256') }).safeParse(decodedHeader);
  const claims = connectionClaimsSchema.safeParse(decodedPayload);
  if (!alg.success || !claims.success) return { ok: false, reason: 'malformed' };
  if (claims.data.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims.data };
}
