import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Request-Sign of spec 04 section 3: hex HMAC-SHA256 of the raw bytes (a GET signs its path) with the token. */
export function signWalletRequest(bytes: Buffer | string, token: string): string {
  return createHmac('sha256', token).update(bytes).digest('hex');
}

/** Compares in constant time: a byte-by-byte answer would let a caller guess a signature one byte at a time. */
export function hasValidSignature(
  bytes: Buffer | string,
  header: string | string[] | undefined,
  token: string,
): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(signWalletRequest(bytes, token), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
