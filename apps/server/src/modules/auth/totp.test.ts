import { describe, expect, test } from 'vitest';
import { decodeBase32, encodeBase32 } from './base32.ts';
import {
  currentTotp,
  generateTotpSecret,
  otpauthUrl,
  matchTotpStep,
  totpAt,
  type TotpAlgorithm,
} from './totp.ts';

// RFC 6238 appendix B: the seeds are ASCII digits repeated to the hash's block-friendly length.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

describe('TOTP (RFC 6238)', () => {
  test.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])(
    'at T=%i the 8-digit codes are SHA-1 %s, SHA-256 %s, SHA-512 %s',
    (time, sha1, sha256, sha512) => {
      expect(totpAt(SEEDS.sha1, time, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
      expect(totpAt(SEEDS.sha256, time, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
      expect(totpAt(SEEDS.sha512, time, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
    },
  );

  test('the 6-digit SHA-1 code is the last six digits of the vector', () => {
    expect(totpAt(SEEDS.sha1, 59)).toBe('287082');
    expect(totpAt(SEEDS.sha1, 1111111109)).toBe('081804');
  });

  const secret = encodeBase32(SEEDS.sha1);
  const at = (seconds: number) => new Date(seconds * 1000);

  test('a code is accepted in its own step and one step either side, not two', () => {
    const code = totpAt(SEEDS.sha1, 1111111109);
    expect(matchTotpStep(secret, code, at(1111111109)) !== null).toBe(true);
    expect(matchTotpStep(secret, code, at(1111111109 + 30)) !== null).toBe(true);
    expect(matchTotpStep(secret, code, at(1111111109 - 30)) !== null).toBe(true);
    expect(matchTotpStep(secret, code, at(1111111109 + 60)) !== null).toBe(false);
    expect(matchTotpStep(secret, code, at(1111111109 - 60)) !== null).toBe(false);
  });

  test.each(['', '12345', '1234567', 'abcdef', '28708x'])(
    'a malformed code %j is refused',
    (code) => {
      expect(matchTotpStep(secret, code, at(59)) !== null).toBe(false);
    },
  );

  test('a secret that is not base32 never verifies', () => {
    expect(matchTotpStep('not base32!', '287082', at(59)) !== null).toBe(false);
  });

  test('base32 round-trips and matches RFC 4648', () => {
    expect(encodeBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(decodeBase32('mzxw6ytboi======')?.toString()).toBe('foobar');
    const generated = generateTotpSecret();
    expect(generated).toMatch(/^[A-Z2-7]{32}$/);
    expect(matchTotpStep(generated, currentTotp(generated)) !== null).toBe(true);
  });

  test('the otpauth URL carries the secret, issuer and parameters', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'ann@example.com', 'Open Casino'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Open Casino:ann@example.com');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('period')).toBe('30');
  });
});
