import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { CONTACT_MESSAGES_PER_HOUR } from './contact.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Each test writes from its own address, so the per-address limit of one test does not leak into another. */
const from = (ip: string) => ({
  remoteAddress: ip,
  headers: { 'x-requested-with': 'XMLHttpRequest', cookie: 'locale=de' },
});

describe('POST /api/send_contact_message', () => {
  test('a valid message is stored for support', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send_contact_message',
      payload: {
        contact: { email: ' player@example.com ', content: 'My deposit has not arrived.' },
      },
      ...from('203.0.113.10'),
    });
    expect(res.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('ip', '=', '203.0.113.10')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'player@example.com',
      content: 'My deposit has not arrived.',
      locale: 'de',
      player_id: null,
      handled_at: null,
    });
  });

  test.each([
    [
      { contact: { email: 'not-an-email', content: 'Hello' } },
      { email: ['VALIDATION.EMAIL_INVALID'] },
    ],
    [{ contact: { email: 'a@example.com', content: '   ' } }, { content: ['VALIDATION.REQUIRED'] }],
    [
      { contact: { email: 'a@example.com', content: 'x'.repeat(5001) } },
      { content: ['VALIDATION.TOO_LONG'] },
    ],
    [
      { contact: { email: 'bad', content: '' } },
      { email: ['VALIDATION.EMAIL_INVALID'], content: ['VALIDATION.REQUIRED'] },
    ],
  ])('a bad form %# answers 422 with the field errors', async (payload, errors) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send_contact_message',
      payload,
      ...from('203.0.113.11'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors });
  });

  test('a body without the contact wrapper answers 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send_contact_message',
      payload: { email: 'a@example.com', content: 'Hi' },
      ...from('203.0.113.12'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('contact');
  });

  test(`the ${CONTACT_MESSAGES_PER_HOUR + 1}th message in an hour from one address is refused with 429`, async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/send_contact_message',
        payload: { contact: { email: 'spam@example.com', content: 'Hello' } },
        ...from('203.0.113.13'),
      });
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) expect((await send()).statusCode).toBe(204);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/pwa_events', () => {
  test.each(['open', 'install'] as const)('%s is stored', async (event) => {
    const res = await createAgent(t.app).post('/api/pwa_events', { event });
    expect(res.statusCode).toBe(204);
    const rows = await t.db
      .selectFrom('pwa_events')
      .select('event')
      .where('event', '=', event)
      .execute();
    expect(rows).toHaveLength(1);
  });

  test('an unknown event answers 422', async () => {
    const res = await createAgent(t.app).post('/api/pwa_events', { event: 'uninstall' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('event');
  });
});
