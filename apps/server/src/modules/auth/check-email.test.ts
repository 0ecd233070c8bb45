import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { browser, createAuthTestApp } from './auth-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

describe('POST /check-email (spec 03 section 4)', () => {
  test.each([
    ['ann@example.com', 'IBIZA::VALID::ACCEPTED_EMAIL'],
    ['Ann.Smith+casino@mail.example.co.uk', 'IBIZA::VALID::ACCEPTED_EMAIL'],
    ['ann@mailinator.com', 'IBIZA::RISKY::TEMPORARY'],
    ['ann@inbox.yopmail.com', 'IBIZA::RISKY::TEMPORARY'],
    ['ann@localhost', 'IBIZA::INVALID::INVALID_DOMAIN'],
    ['ann@example', 'IBIZA::INVALID::INVALID_DOMAIN'],
    ['not an address', 'IBIZA::INVALID::REJECTED_EMAIL'],
    ['@example.com', 'IBIZA::INVALID::REJECTED_EMAIL'],
    ['ann..smith@example.com', 'IBIZA::INVALID::REJECTED_EMAIL'],
  ])('%s -> %s, always under errors.message', async (email, verdict) => {
    const res = await browser(t).post('/check-email', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errors: { message: verdict } });
  });

  test('a body without email is 422, not a verdict', async () => {
    const res = await browser(t).post('/check-email', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { email: ['VALIDATION.REQUIRED'] } });
  });
});
