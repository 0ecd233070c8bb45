import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { Centrifuge } from 'centrifuge';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { relayOutbox } from '../events/relay-outbox.ts';
import { queueEvent } from '../events/outbox.ts';
import { openFundedWallet } from '../modules/ledger/ledger-test-kit.ts';
import { insertPlayer, signInAs } from '../modules/player/player-test-kit.ts';
import { COMPLETE_PROFILE } from '../modules/payments/payments-test-kit.ts';
import { realtimeSubscriptionSchema } from '@casino/api/realtime';
import { hubPublisher, realtimeConsumer } from './realtime-publisher.ts';
import { Hub } from './hub.ts';
import { createLocalBroker } from './broker.ts';
import { buildApi } from '../app.ts';
import type { FastifyInstance } from 'fastify';

// The hub over real sockets: the reference client's settings call, raw protocol frames, the official `centrifuge`
// client, a deposit committed and relayed reaching the player's socket, and signing out closing it.

let t: TestApp;
let app: FastifyInstance;
let hub: Hub;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  hub = new Hub(createLocalBroker());
  app = await buildApi({ db: t.db, config: t.config, hub });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  base = typeof address === 'object' && address ? `127.0.0.1:${address.port}` : '';
});
afterAll(async () => {
  await app?.close();
  await hub?.close();
  await t?.close();
});

const relay = () => relayOutbox(t.db, [realtimeConsumer(t, hubPublisher(hub))], () => {});

async function signedIn() {
  const id = await insertPlayer(t.db, COMPLETE_PROFILE);
  await openFundedWallet(t.db, id, 'EUR', { active: true });
  const agent = await signInAs(app, t.db, id);
  const res = await agent.get('/api/notification_center/centrifugo/subscription');
  return { id, agent, settings: realtimeSubscriptionSchema.parse(res.json()) };
}

/** A raw protocol client: sends frames, collects replies and pushes, and the close code. */
function rawClient() {
  const socket = new WebSocket(`ws://${base}/connection/websocket`);
  const frames: unknown[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => {
    for (const line of data.toString().split('\n')) frames.push(JSON.parse(line));
  });
  const opened = new Promise((resolve) => socket.on('open', resolve));
  const next = async (count: number) => {
    await expect.poll(() => frames.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
    return frames[count - 1];
  };
  return {
    socket,
    frames,
    closed,
    opened,
    next,
    send: (command: object) => socket.send(JSON.stringify(command)),
  };
}

describe('GET /api/notification_center/centrifugo/subscription (spec 03 section 20, new flow)', () => {
  test('a player gets {url, token, user, client_name}; a guest an anonymous token', async () => {
    const { id, settings } = await signedIn();
    expect(settings).toMatchObject({
      user: String(id),
      client_name: 'casino',
      url: expect.stringMatching(/^ws:\/\//),
    });
    const guest = await app.inject({ url: '/api/notification_center/centrifugo/subscription' });
    expect(guest.json()).toMatchObject({ user: '', client_name: 'casino' });
    expect(guest.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the hub over a real WebSocket', () => {
  test('connect, subscribe to the own balance, and a committed deposit pushes the new Account', async () => {
    const { id, settings } = await signedIn();
    const client = rawClient();
    await client.opened;
    client.send({ id: 1, connect: { token: settings.token, name: 'js' } });
    expect(await client.next(1)).toMatchObject({ id: 1, connect: { ping: 25, pong: true } });
    client.send({ id: 2, subscribe: { channel: `ws:casino:balance#${id}` } });
    expect(await client.next(2)).toEqual({ id: 2, subscribe: {} });
    await openFundedWallet(t.db, id, 'EUR', { real: 1_234 });
    await relay();
    expect(await client.next(3)).toEqual({
      push: {
        channel: `ws:casino:balance#${id}`,
        pub: {
          data: expect.objectContaining({
            currency: 'EUR',
            amount_cents: 1_234,
            available_to_cashout_cents: 1_234,
          }),
        },
      },
    });
    client.socket.close();
  });

  test('game_limits pushes the limits list when a limit is set, and again when a bet moves its usage', async () => {
    const { id, agent, settings } = await signedIn();
    const client = rawClient();
    await client.opened;
    client.send({ id: 1, connect: { token: settings.token } });
    await client.next(1);
    client.send({ id: 2, subscribe: { channel: `game_limits#${id}` } });
    expect(await client.next(2)).toEqual({ id: 2, subscribe: {} });
    const set = await agent.post('/api/user_limits', {
      type: 'loss',
      period: 'day',
      accounts: [{ currency: 'EUR', amount_cents: 5_000 }],
    });
    expect(set.statusCode).toBeLessThan(300);
    await relay();
    const pushed = (await client.next(3)) as { push: { channel: string; pub: { data: unknown } } };
    expect(pushed.push.channel).toBe(`game_limits#${id}`);
    expect(pushed.push.pub.data).toEqual([
      expect.objectContaining({
        type: 'loss',
        period: 'day',
        accounts: [expect.objectContaining({ currency: 'EUR', amount_cents: 5_000 })],
      }),
    ]);
    await t.db.transaction().execute((trx) =>
      queueEvent(trx, {
        topic: 'bet.settled',
        playerId: id,
        payload: {
          player_id: id,
          currency: 'EUR',
          game: 'ocs:dice',
          round_id: 'r1',
          bet: 100,
          win: 0,
          finished: true,
        },
      }),
    );
    await relay();
    expect(await client.next(4)).toMatchObject({ push: { channel: `game_limits#${id}` } });
    client.socket.close();
  });

  test("another player's channel is refused with 103", async () => {
    const { id, settings } = await signedIn();
    const client = rawClient();
    await client.opened;
    client.send({ id: 1, connect: { token: settings.token } });
    await client.next(1);
    client.send({ id: 2, subscribe: { channel: `balance#${id + 1}` } });
    expect(await client.next(2)).toEqual({
      id: 2,
      error: { code: 103, message: 'permission denied' },
    });
    client.socket.close();
  });

  test('an oversized frame closes that socket (1009); the others go on', async () => {
    const { settings } = await signedIn();
    const big = rawClient();
    const other = rawClient();
    await Promise.all([big.opened, other.opened]);
    other.send({ id: 1, connect: { token: settings.token } });
    await other.next(1);
    big.socket.send('x'.repeat(70 * 1024));
    expect((await big.closed).code).toBe(1009);
    other.send({ id: 2, subscribe: { channel: 'public:wins' } });
    expect(await other.next(2)).toEqual({ id: 2, subscribe: {} });
    other.socket.close();
  });

  test('signing out closes the sockets of that session (3502, no reconnect)', async () => {
    const { agent, settings } = await signedIn();
    const client = rawClient();
    await client.opened;
    client.send({ id: 1, connect: { token: settings.token } });
    await client.next(1);
    expect((await agent.delete('/api/users/sign_out')).statusCode).toBe(204);
    await relay();
    const closed = await client.closed;
    expect(closed.code).toBe(3502);
    expect(JSON.parse(closed.reason)).toEqual({ reason: 'session ended', reconnect: false });
    // Its token is worth nothing now.
    const again = rawClient();
    await again.opened;
    again.send({ id: 1, connect: { token: settings.token } });
    expect((await again.closed).code).toBe(3500);
  });

  test('the official centrifuge client connects, subscribes and receives a payment change', async () => {
    const { id, agent } = await signedIn();
    const getToken = async () =>
      realtimeSubscriptionSchema.parse(
        (await agent.get('/api/notification_center/centrifugo/subscription')).json(),
      ).token;
    const centrifuge = new Centrifuge(`ws://${base}/connection/websocket`, {
      websocket: WebSocket,
      getToken,
    });
    const received: unknown[] = [];
    const subscription = centrifuge.newSubscription(`payments_changes#${id}`);
    subscription.on('publication', (context) => received.push(context.data));
    const subscribed = new Promise((resolve) => subscription.on('subscribed', resolve));
    subscription.subscribe();
    centrifuge.connect();
    await subscribed;
    const payment = await agent.post(
      '/api/player/payments/deposit',
      {
        currency: 'EUR',
        amount_cents: 2_000,
        method: 'visa_mastercard',
        fields: {
          card_number: '4242424242424242',
          card_expiry: '12/34',
          card_holder: 'A B',
          card_cvc: '123',
        },
      },
      { 'idempotency-key': `rt-${id}-deposit` },
    );
    expect(payment.statusCode, payment.body).toBe(201);
    await relay();
    await expect.poll(() => received.length).toBeGreaterThanOrEqual(2);
    expect(received.at(-1)).toMatchObject({
      amount_cents: 2_000,
      action: 'deposit',
      success: true,
    });
    centrifuge.disconnect();
  });
});
