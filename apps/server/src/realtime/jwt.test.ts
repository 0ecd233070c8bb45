import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';

const SECRET = 'realtime-secret-0123456789';

describe('HS256 connection tokens', () => {
  test('a signed token verifies with its claims until it expires', () => {
    const token = signJwt({ sub: '42', exp: 1_000 }, SECRET);
    expect(verifyJwt(token, SECRET, 999)).toEqual({ ok: true, claims: { sub: '42', exp: 1_000 } });
    expect(verifyJwt(token, SECRET, 1_000)).toEqual({ ok: false, reason: 'expired' });
  });

  test('the signature is the standard one (what Centrifugo computes with the same secret)', () => {
    const token = signJwt({ sub: '7', exp: 2_000_000_000 }, SECRET);
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(signature).toBe(
      createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url'),
    );
  });

  test.each([
    ['another secret', signJwt({ sub: '42', exp: 5_000 }, 'other-secret-0123456789'), 'signature'],
    [
      'a changed payload',
      (() => {
        const [h, , s] = signJwt({ sub: '42', exp: 5_000 }, SECRET).split('.');
        const forged = Buffer.from(JSON.stringify({ sub: '1', exp: 5_000 })).toString('base64url');
        return `${h}.${forged}.${s}`;
      })(),
      'signature',
    ],
    [
      'alg none',
      (() => {
        const h = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
        const p = Buffer.from(JSON.stringify({ sub: '42', exp: 5_000 })).toString('base64url');
        return `${h}.${p}.`;
      })(),
      'signature',
    ],
    ['garbage', 'not.a.token', 'signature'],
    ['two parts', 'abc.def', 'malformed'],
  ])('%s is refused', (_name, token, reason) => {
    expect(verifyJwt(token, SECRET, 1)).toEqual({ ok: false, reason });
  });
});
