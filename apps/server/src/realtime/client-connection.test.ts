import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createLocalBroker } from './broker.ts';
import { ClientConnection, type RealtimeSocket } from './client-connection.ts';
import { Hub } from './hub.ts';
import { signJwt } from './jwt.ts';

const SECRET = 'hub-secret-0123456789';
const NOW = 1_800_000_000_000;

class FakeSocket implements RealtimeSocket {
  readonly sent: unknown[] = [];
  closedWith: { code: number; reason: unknown } | null = null;
  readyState = 1;
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(code: number, reason: string): void {
    this.closedWith = { code, reason: JSON.parse(reason) };
    this.readyState = 3;
  }
  last(): unknown {
    return this.sent.at(-1);
  }
}

const token = (sub: string, ttl = 600, extra: Record<string, string> = {}) =>
  signJwt({ sub, exp: Math.floor(NOW / 1000) + ttl, ...extra }, SECRET);

let hub: Hub;
let alive: Set<string>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  hub = new Hub(createLocalBroker());
  alive = new Set(['s1']);
});
afterEach(() => {
  vi.useRealTimers();
});

function open(overrides: Partial<ConstructorParameters<typeof ClientConnection>[1]> = {}) {
  const socket = new FakeSocket();
  const connection = new ClientConnection(socket, {
    hub,
    secret: SECRET,
    clientName: 'casino',
    isSessionAlive: async (sid) => alive.has(sid),
    pingSeconds: 25,
    graceMs: 10_000,
    now: () => Date.now(),
    ...overrides,
  });
  return { socket, connection };
}

async function connected(
  sub = '42',
  extra: Record<string, string> = { sid: 's1' },
  options: Partial<ConstructorParameters<typeof ClientConnection>[1]> = {},
) {
  const opened = open(options);
  await opened.connection.receive(
    JSON.stringify({ id: 1, connect: { token: token(sub, 600, extra), name: 'js' } }),
  );
  return opened;
}

describe('the Centrifugo protocol v2 (JSON) of the hub (spec 04 section 4)', () => {
  test('connect answers the client id, version, ping 25 with pong, and the token expiry', async () => {
    const { socket } = await connected();
    expect(socket.last()).toEqual({
      id: 1,
      connect: {
        client: expect.stringMatching(/^[0-9a-f-]{36}$/),
        version: expect.any(String),
        ping: 25,
        pong: true,
        expires: true,
        ttl: 600,
      },
    });
  });

  test('subscribe: the own private channel and the public ones; another user 103, an unknown channel 102', async () => {
    const { socket, connection } = await connected();
    const cases: [string, unknown][] = [
      ['balance#42', { id: 2, subscribe: {} }],
      ['ws:casino:payments_changes#42', { id: 3, subscribe: {} }],
      ['public:wins', { id: 4, subscribe: {} }],
      ['balance#43', { id: 5, error: { code: 103, message: 'permission denied' } }],
      ['ws:casino:balance#43', { id: 6, error: { code: 103, message: 'permission denied' } }],
      ['secrets#42', { id: 7, error: { code: 102, message: 'unknown channel' } }],
      ['balance', { id: 8, error: { code: 102, message: 'unknown channel' } }],
      ['balance#42', { id: 9, error: { code: 105, message: 'already subscribed' } }],
    ];
    for (const [index, [channel, reply]] of cases.entries()) {
      await connection.receive(JSON.stringify({ id: index + 2, subscribe: { channel } }));
      expect(socket.last()).toEqual(reply);
    }
  });

  test('a publication reaches each subscriber under the name it subscribed with', async () => {
    const plain = await connected();
    const prefixed = await connected();
    await plain.connection.receive(JSON.stringify({ id: 2, subscribe: { channel: 'balance#42' } }));
    await prefixed.connection.receive(
      JSON.stringify({ id: 2, subscribe: { channel: 'ws:casino:balance#42' } }),
    );
    const stranger = await connected('7', {});
    await stranger.connection.receive(
      JSON.stringify({ id: 2, subscribe: { channel: 'public:wins' } }),
    );
    await hub.publish('balance#42', { currency: 'EUR', amount_cents: 500 });
    const push = (channel: string) => ({
      push: { channel, pub: { data: { currency: 'EUR', amount_cents: 500 } } },
    });
    expect(plain.socket.last()).toEqual(push('balance#42'));
    expect(prefixed.socket.last()).toEqual(push('ws:casino:balance#42'));
    expect(stranger.socket.last()).toEqual({ id: 2, subscribe: {} });
  });

  test('a guest token (sub empty) joins public channels only', async () => {
    const { socket, connection } = await connected('', {});
    await connection.receive(
      JSON.stringify({ id: 2, subscribe: { channel: 'public:jackpots_changes' } }),
    );
    expect(socket.last()).toEqual({ id: 2, subscribe: {} });
    await connection.receive(JSON.stringify({ id: 3, subscribe: { channel: 'balance#1' } }));
    expect(socket.last()).toEqual({ id: 3, error: { code: 103, message: 'permission denied' } });
  });

  test('the server pings; a client that does not pong is closed (and reconnects), one that does stays', async () => {
    const quiet = await connected();
    const polite = await connected();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(quiet.socket.last()).toEqual({});
    await polite.connection.receive('{}');
    await vi.advanceTimersByTimeAsync(10_001);
    expect(quiet.socket.closedWith).toEqual({
      code: 3012,
      reason: { reason: 'no pong', reconnect: true },
    });
    expect(polite.socket.closedWith).toBeNull();
  });

  test('a token is refreshed before it ends; unrefreshed, the connection closes at its expiry (to reconnect)', async () => {
    // No pings in the way: this is about the token's lifetime.
    const quiet = { pingSeconds: 100_000 };
    const refreshed = await connected('42', { sid: 's1' }, quiet);
    const unrefreshed = await connected('42', { sid: 's1' }, quiet);
    await vi.advanceTimersByTimeAsync(500_000);
    const fresh = signJwt(
      { sub: '42', exp: Math.floor(Date.now() / 1000) + 600, sid: 's1' },
      SECRET,
    );
    await refreshed.connection.receive(JSON.stringify({ id: 5, refresh: { token: fresh } }));
    expect(refreshed.socket.last()).toMatchObject({ id: 5, refresh: { expires: true, ttl: 600 } });
    // Past the first token's end and its grace time.
    await vi.advanceTimersByTimeAsync(100_000 + 10_001);
    expect(unrefreshed.socket.closedWith).toEqual({
      code: 3005,
      reason: { reason: 'connection expired', reconnect: true },
    });
    expect(refreshed.socket.closedWith).toBeNull();
  });

  test('a refresh for another user is refused by closing the socket', async () => {
    const { socket, connection } = await connected();
    await connection.receive(JSON.stringify({ id: 2, refresh: { token: token('43', 600) } }));
    expect(socket.closedWith?.code).toBe(3500);
  });

  test('no connect within the grace time closes the socket', async () => {
    const { socket } = open();
    await vi.advanceTimersByTimeAsync(10_001);
    expect(socket.closedWith?.code).toBe(3013);
  });
});

describe('bad input: an error or a close, never a crash (issue 9 section 3)', () => {
  test('an expired token is error 109 (the client fetches a new one); a forged one closes with 3500', async () => {
    const expired = open();
    await expired.connection.receive(
      JSON.stringify({ id: 1, connect: { token: token('42', -1) } }),
    );
    expect(expired.socket.last()).toEqual({
      id: 1,
      error: { code: 109, message: 'token expired' },
    });
    expect(expired.socket.closedWith).toBeNull();
    const forged = open();
    const other = signJwt({ sub: '42', exp: Math.floor(NOW / 1000) + 60 }, 'someone-elses-secret');
    await forged.connection.receive(JSON.stringify({ id: 1, connect: { token: other } }));
    expect(forged.socket.closedWith).toEqual({
      code: 3500,
      reason: { reason: 'invalid token', reconnect: false },
    });
  });

  test('a token of a session that has signed out is refused', async () => {
    alive.clear();
    const { socket, connection } = open();
    await connection.receive(
      JSON.stringify({ id: 1, connect: { token: token('42', 600, { sid: 's1' }) } }),
    );
    expect(socket.closedWith?.code).toBe(3500);
  });

  test.each([
    ['malformed JSON', '{"id":1,'],
    ['a command before connect', JSON.stringify({ id: 1, subscribe: { channel: 'public:wins' } })],
    ['an array', '[1,2,3]'],
    ['no id', JSON.stringify({ connect: {} })],
  ])('%s closes the socket with 3501', async (_name, frame) => {
    const { socket, connection } = open();
    await connection.receive(frame);
    expect(socket.closedWith?.code).toBe(3501);
  });

  test('an unknown or misshapen command with an id is answered 107 and the socket stays', async () => {
    const { socket, connection } = await connected();
    await connection.receive(
      JSON.stringify({ id: 2, publish: { channel: 'public:wins', data: {} } }),
    );
    expect(socket.last()).toEqual({ id: 2, error: { code: 107, message: 'bad request' } });
    await connection.receive(JSON.stringify({ id: 3, subscribe: { channel: 5 } }));
    expect(socket.last()).toEqual({ id: 3, error: { code: 107, message: 'bad request' } });
    expect(socket.closedWith).toBeNull();
  });

  test('a flood of subscribes stops at the limit (106); a flood of commands is slowed (111), then closed', async () => {
    const { socket, connection } = await connected();
    const frames = Array.from({ length: 70 }, (_, i) =>
      JSON.stringify({ id: i + 2, subscribe: { channel: i === 0 ? 'public:wins' : `balance#42` } }),
    );
    await connection.receive(frames.slice(0, 1).join('\n'));
    expect(socket.last()).toEqual({ id: 2, subscribe: {} });
    const flood = open({ commandsPerSecond: 5, maxSubscriptions: 1 });
    await flood.connection.receive(JSON.stringify({ id: 1, connect: { token: token('42') } }));
    await flood.connection.receive(
      JSON.stringify({ id: 2, subscribe: { channel: 'public:wins' } }),
    );
    await flood.connection.receive(JSON.stringify({ id: 3, subscribe: { channel: 'balance#42' } }));
    expect(flood.socket.last()).toEqual({ id: 3, error: { code: 106, message: 'limit exceeded' } });
    for (let second = 0; second < 5; second++) {
      await flood.connection.receive(
        Array.from({ length: 10 }, (_, i) =>
          JSON.stringify({ id: 100 + i, unsubscribe: { channel: 'x' } }),
        ).join('\n'),
      );
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(flood.socket.sent).toContainEqual({
      id: 109,
      error: { code: 111, message: 'too many requests' },
    });
    expect(flood.socket.closedWith?.code).toBe(3508);
    // The first socket is untouched.
    expect(socket.closedWith).toBeNull();
  });

  test('closing one socket leaves the others subscribed', async () => {
    const a = await connected();
    const b = await connected();
    await b.connection.receive(JSON.stringify({ id: 2, subscribe: { channel: 'balance#42' } }));
    a.connection.closed();
    await hub.publish('balance#42', { n: 1 });
    expect(b.socket.last()).toEqual({ push: { channel: 'balance#42', pub: { data: { n: 1 } } } });
  });

  test('ending a session closes the sockets its token named, on every node, and only those', async () => {
    alive.add('s2');
    const mine = await connected('42', { sid: 's1' });
    const otherSession = await connected('42', { sid: 's2' });
    await hub.endSession('s1');
    expect(mine.socket.closedWith).toEqual({
      code: 3502,
      reason: { reason: 'session ended', reconnect: false },
    });
    expect(otherSession.socket.closedWith).toBeNull();
  });
});
