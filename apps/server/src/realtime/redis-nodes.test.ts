import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { realtimeSubscriptionSchema } from '@casino/api/realtime';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buildApi } from '../app.ts';
import { relayOutbox } from '../events/relay-outbox.ts';
import { openFundedWallet } from '../modules/ledger/ledger-test-kit.ts';
import { insertPlayer, signInAs } from '../modules/player/player-test-kit.ts';
import { COMPLETE_PROFILE } from '../modules/payments/payments-test-kit.ts';
import { createRedisBroker } from './broker.ts';
import { Hub } from './hub.ts';
import { hubPublisher, realtimeConsumer } from './realtime-publisher.ts';

// Issue 9 sections 2-4: two nodes on one database and one Redis. A deposit committed and relayed on node A reaches a
// socket connected to node B through Redis pub/sub; Redis going away and coming back (a proxy in front of it is cut
// and restored) loses nothing: the relay keeps the event until a publish succeeds, and delivery resumes without a
// restart. Runs where a Redis answers (REDIS_URL, else 127.0.0.1:6379: the CI machine's).

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = connect(Number(url.port || 6379), url.hostname);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});

/** A TCP proxy to Redis that the test can cut (every connection closed, nothing accepted) and restore. */
function redisProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  return { start, cut, url: () => `redis://127.0.0.1:${port}` };
}

describe.runIf(redisUp)('two nodes through Redis', () => {
  let t: TestApp;
  const nodes: { app: FastifyInstance; hub: Hub; base: string }[] = [];
  const proxy = redisProxy(new URL(REDIS_URL));
  const channel = `open-casino-test:${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    await proxy.start();
    t = await createTestApp();
    for (let i = 0; i < 2; i++) {
      const hub = new Hub(createRedisBroker({ url: proxy.url(), channel, log: () => undefined }));
      const app = await buildApi({ db: t.db, config: t.config, hub });
      await app.listen({ host: '127.0.0.1', port: 0 });
      nodes.push({ app, hub, base: `127.0.0.1:${(app.server.address() as AddressInfo).port}` });
    }
  });
  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close();
      await node.hub.close();
    }
    await proxy.cut();
    await t?.close();
  });

  /** Node A's relay: its hub publishes, Redis fans out. */
  const relayOnA = () =>
    relayOutbox(t.db, [realtimeConsumer(t, hubPublisher(nodes[0]!.hub))], () => undefined);

  async function playerOnNodeB(existing?: number) {
    const id = existing ?? (await insertPlayer(t.db, COMPLETE_PROFILE));
    if (existing === undefined) await openFundedWallet(t.db, id, 'EUR', { active: true });
    const agent = await signInAs(nodes[1]!.app, t.db, id);
    const settings = realtimeSubscriptionSchema.parse(
      (await agent.get('/api/notification_center/centrifugo/subscription')).json(),
    );
    const socket = new WebSocket(`ws://${nodes[1]!.base}/connection/websocket`);
    const frames: Record<string, unknown>[] = [];
    let closeCode: number | null = null;
    socket.on('close', (code) => (closeCode = code));
    socket.on('message', (data) => {
      for (const line of data.toString().split('\n')) frames.push(JSON.parse(line));
    });
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ id: 1, connect: { token: settings.token } }));
    await expect.poll(() => frames.length, { timeout: 5_000 }).toBe(1);
    socket.send(JSON.stringify({ id: 2, subscribe: { channel: `ws:casino:balance#${id}` } }));
    await expect.poll(() => frames.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    const balances = () =>
      frames
        .map(
          (frame) =>
            (frame.push as { pub?: { data?: { amount_cents?: number } } } | undefined)?.pub,
        )
        .filter((pub) => pub !== undefined)
        .map((pub) => pub.data?.amount_cents);
    return { id, socket, balances, closeCode: () => closeCode };
  }

  test('a deposit committed and relayed on node A reaches a socket on node B', async () => {
    const player = await playerOnNodeB();
    await openFundedWallet(t.db, player.id, 'EUR', { real: 2_500 });
    await relayOnA();
    await expect.poll(player.balances, { timeout: 5_000 }).toEqual([2_500]);
    player.socket.close();
  });

  test('Redis away: the event waits in the outbox; Redis back: sockets resync and delivery resumes, no restart', async () => {
    const player = await playerOnNodeB();
    await proxy.cut();
    await openFundedWallet(t.db, player.id, 'EUR', { real: 700 });
    await relayOnA();
    const unpublished = () =>
      t.db
        .selectFrom('outbox_events')
        .select('id')
        .where('player_id', '=', player.id)
        .where('published_at', 'is', null)
        .execute();
    expect((await unpublished()).length).toBeGreaterThan(0);
    expect(player.balances()).toEqual([]);
    await proxy.start();
    // Node B's subscription came back after a gap: its sockets are told to reconnect and read the state again.
    await expect.poll(player.closeCode, { timeout: 10_000 }).toBe(3010);
    // The relay retries the kept event (its backoff skipped here) until Redis takes it.
    await expect
      .poll(
        async () => {
          await t.db.updateTable('outbox_events').set({ claimed_until: null }).execute();
          await relayOnA();
          return (await unpublished()).length;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(0);
    // A socket connected again receives the next change at once.
    const again = await playerOnNodeB(player.id);
    await openFundedWallet(t.db, player.id, 'EUR', { real: 300 });
    await relayOnA();
    await expect.poll(again.balances, { timeout: 5_000 }).toEqual([1_000]);
    again.socket.close();
  });
});
