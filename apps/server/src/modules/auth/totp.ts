import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { decodeBase32, encodeBase32 } from './base32.ts';

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  /** Seconds per step (RFC 6238 X). */
  step?: number;
  digits?: number;
  algorithm?: TotpAlgorithm;
}

/** What authenticator apps support everywhere: SHA-1, 30 s, 6 digits. */
const DEFAULTS: Required<TotpOptions> = { step: 30, digits: 6, algorithm: 'sha1' };
/** One step either side forgives a phone clock that is up to 30 s off. */
const DRIFT_STEPS = 1;

/** 160 random bits, the key length RFC 4226 recommends, as base32 for the authenticator app. */
export function generateTotpSecret(): string {
  return encodeBase32(randomBytes(20));
}

/** RFC 4226 HOTP: HMAC of the 8-byte big-endian counter, dynamic truncation, modulo 10^digits. */
export function hotp(
  key: Buffer,
  counter: number,
  digits: number,
  algorithm: TotpAlgorithm,
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 TOTP for a raw key at a Unix time in seconds. */
export function totpAt(key: Buffer, unixSeconds: number, options: TotpOptions = {}): string {
  const { step, digits, algorithm } = { ...DEFAULTS, ...options };
  return hotp(key, Math.floor(unixSeconds / step), digits, algorithm);
}

/**
 * The time step a 6-digit code belongs to, accepting the previous and next step (clock drift), or null when it matches
 * none; constant time per candidate. Callers refuse a step at or before the last one they accepted (no replay).
 */
export function matchTotpStep(secret: string, code: string, now: Date = new Date()): number | null {
  const key = decodeBase32(secret);
  const attempt = code.replace(/\s/g, '');
  if (!key || key.length === 0 || !/^\d{6}$/.test(attempt)) return null;
  const current = Math.floor(now.getTime() / 1000 / DEFAULTS.step);
  let matched: number | null = null;
  for (let drift = -DRIFT_STEPS; drift <= DRIFT_STEPS; drift++) {
    const expected = hotp(key, current + drift, DEFAULTS.digits, DEFAULTS.algorithm);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(attempt))) matched = current + drift;
  }
  return matched;
}

/** The current code of a base32 secret (tests and the enrolment screen's self-check). */
export function currentTotp(secret: string, now: Date = new Date()): string {
  const key = decodeBase32(secret);
  if (!key) throw new Error('secret is not base32');
  return totpAt(key, Math.floor(now.getTime() / 1000));
}

/** The Key URI Format of Google Authenticator, read by every authenticator app's QR scanner. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DEFAULTS.digits),
    period: String(DEFAULTS.step),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
