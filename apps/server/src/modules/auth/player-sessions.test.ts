import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { playerSessionListSchema } from '@casino/api/auth';
import type { TestApp } from '../../../test/harness.ts';
import { hashToken } from '../../http/session.ts';
import {
  browser,
  createAuthTestApp,
  registerThrough,
  sessionCookieOf,
  signInBody,
} from './auth-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

describe("the player's sessions (GET and DELETE /api/player/sessions)", () => {
  test('lists every signed-in browser with a numeric id and its country, marking the current one', async () => {
    const phone = browser(t, 'DE');
    const { email } = await registerThrough(phone);
    const laptop = browser(t, 'IT', '192.0.2.7');
    await laptop.post('/api/users/sign_in', signInBody(email), {
      'user-agent': 'Laptop Browser/1.0',
    });

    const list = playerSessionListSchema.parse((await laptop.get('/api/player/sessions')).json());
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({
      ip: '192.0.2.7',
      country: 'IT',
      user_agent: 'Laptop Browser/1.0',
    });
    expect(list.find((s) => !s.current)).toMatchObject({ country: 'DE' });
    const body = (await laptop.get('/api/player/sessions')).body;
    for (const agent of [phone, laptop]) {
      const token = sessionCookieOf(agent) ?? '';
      expect(body).not.toContain(token);
      expect(body).not.toContain(hashToken(token));
    }
    for (const session of list) expect(Number.isSafeInteger(session.id)).toBe(true);
  });

  test('closing another session signs that browser out; this one stays', async () => {
    const phone = browser(t);
    const { email } = await registerThrough(phone);
    const laptop = browser(t);
    await laptop.post('/api/users/sign_in', signInBody(email));
    const other = playerSessionListSchema
      .parse((await laptop.get('/api/player/sessions')).json())
      .find((s) => !s.current);

    expect((await laptop.delete(`/api/player/sessions/${other?.id}`)).statusCode).toBe(204);
    expect((await phone.get('/api/player/sessions')).statusCode).toBe(401);
    expect((await laptop.get('/api/player/sessions')).statusCode).toBe(200);
  });

  test('closing the current session clears its cookie', async () => {
    const agent = browser(t);
    await registerThrough(agent);
    const [own] = playerSessionListSchema.parse((await agent.get('/api/player/sessions')).json());
    const res = await agent.delete(`/api/player/sessions/${own?.id}`);
    expect(res.statusCode).toBe(204);
    expect(sessionCookieOf(agent)).toBeUndefined();
  });

  test("another player's session or a made-up id is 404; a malformed id is 422; guests get 401", async () => {
    const victim = browser(t);
    await registerThrough(victim);
    const [victimSession] = playerSessionListSchema.parse(
      (await victim.get('/api/player/sessions')).json(),
    );
    const attacker = browser(t);
    await registerThrough(attacker);
    expect((await attacker.delete(`/api/player/sessions/${victimSession?.id}`)).statusCode).toBe(
      404,
    );
    expect((await victim.get('/api/player/sessions')).statusCode).toBe(200);
    expect((await attacker.delete('/api/player/sessions/987654321')).statusCode).toBe(404);
    expect((await attacker.delete('/api/player/sessions/not-an-id')).statusCode).toBe(422);
    expect((await browser(t).get('/api/player/sessions')).statusCode).toBe(401);
  });
});

describe('POST /api/auth_providers/update_details', () => {
  test('fills missing fields: terms acceptance clears auth_fields_missed; fields already set stay', async () => {
    const agent = browser(t);
    const { id } = await registerThrough(agent, { nickname: 'Keeper' });
    await t.db
      .updateTable('players')
      .set({ terms_accepted_at: null })
      .where('id', '=', id)
      .execute();

    const res = await agent.post('/api/auth_providers/update_details', {
      user: { terms_acceptance: true, nickname: 'Changer', first_name: 'Ann' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id,
      nickname: 'Keeper',
      first_name: 'Ann',
      auth_fields_missed: [],
    });
  });

  test('validates what it fills, and guests get 401', async () => {
    const agent = browser(t);
    const { id } = await registerThrough(agent);
    await t.db.updateTable('players').set({ date_of_birth: null }).where('id', '=', id).execute();
    const res = await agent.post('/api/auth_providers/update_details', {
      user: { terms_acceptance: false, date_of_birth: '2099-01-01' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        terms_acceptance: ['VALIDATION.TERMS_REQUIRED'],
        date_of_birth: ['VALIDATION.BIRTHDAY_INVALID'],
      },
    });
    expect(
      (
        await browser(t).post('/api/auth_providers/update_details', {
          user: { terms_acceptance: true },
        })
      ).statusCode,
    ).toBe(401);
  });
});
