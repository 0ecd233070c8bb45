import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { DomainEvent } from './domain-events.ts';
import { queueEvent } from './outbox.ts';
import { firstDelivery } from './processed-events.ts';
import { relayOutbox, type EventConsumer } from './relay-outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const quiet = () => {};
const payload = (transferId: number) => ({
  currency: 'EUR',
  transferId,
  kind: 'deposit',
  real: transferId,
  bonus: 0,
  reserved: 0,
});

async function queue(...transferIds: number[]): Promise<number[]> {
  return t.db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const transferId of transferIds)
      ids.push(
        await queueEvent(trx, {
          topic: 'balance.changed',
          playerId: null,
          payload: payload(transferId),
        }),
      );
    return ids;
  });
}

function recorder(name = 'recorder') {
  const seen: DomainEvent[] = [];
  const consumer: EventConsumer = {
    name,
    topics: ['balance.changed'],
    handle: async (event) => {
      seen.push(event);
    },
  };
  return { seen, consumer };
}

const row = (id: number) =>
  t.db.selectFrom('outbox_events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeEach(async () => {
  // Each test starts from an outbox with nothing pending.
  await relayOutbox(t.db, [], quiet);
});

describe('the outbox relay', () => {
  test('hands each committed event to its consumers in order, once, and marks it published', async () => {
    const ids = await queue(1, 2, 3);
    const { seen, consumer } = recorder();
    await relayOutbox(t.db, [consumer], quiet);
    expect(seen.map((event) => event.id)).toEqual(ids);
    expect(seen[0]).toMatchObject({ topic: 'balance.changed', payload: payload(1) });
    expect((await row(ids[0] ?? 0)).published_at).not.toBeNull();
    await relayOutbox(t.db, [consumer], quiet);
    expect(seen).toHaveLength(3);
  });

  test('an event of a rolled-back transaction never reaches a consumer', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueEvent(trx, { topic: 'balance.changed', playerId: null, payload: payload(9) });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { seen, consumer } = recorder();
    await relayOutbox(t.db, [consumer], quiet);
    expect(seen).toEqual([]);
  });

  test('a failing consumer leaves the event pending with its error; it is delivered again later', async () => {
    const [id = 0] = await queue(4);
    let fail = true;
    const { seen, consumer } = recorder();
    const flaky: EventConsumer = {
      name: 'flaky',
      topics: ['balance.changed'],
      handle: async () => {
        if (fail) throw new Error('socket hub away');
      },
    };
    const logged: string[] = [];
    await relayOutbox(t.db, [consumer, flaky], (message) => logged.push(message));
    expect(logged).toEqual([`outbox event ${id} (balance.changed) failed`]);
    expect(await row(id)).toMatchObject({ published_at: null, last_error: 'socket hub away' });
    // Its backoff over (moved to now), the next run delivers it to every consumer again.
    await t.db
      .updateTable('outbox_events')
      .set({ claimed_until: new Date(0) })
      .where('id', '=', id)
      .execute();
    fail = false;
    await relayOutbox(t.db, [consumer, flaky], quiet);
    expect(seen.map((event) => event.id)).toEqual([id, id]);
    expect(await row(id)).toMatchObject({ last_error: null, attempts: 2 });
  });

  test('an event no schema reads is kept aside for an operator and does not block the others', async () => {
    const [bad = 0] = await queue(5);
    await t.db
      .updateTable('outbox_events')
      .set({ payload: JSON.stringify({ currency: 'EUR' }) })
      .where('id', '=', bad)
      .execute();
    const [good = 0] = await queue(6);
    const { seen, consumer } = recorder();
    await relayOutbox(t.db, [consumer], quiet);
    expect(seen.map((event) => event.id)).toEqual([good]);
    expect(await row(bad)).toMatchObject({
      published_at: null,
      last_error: 'unreadable balance.changed event',
    });
    await relayOutbox(t.db, [consumer], quiet);
    expect(seen).toHaveLength(1);
  });

  test('relays running at once never hand out the same event twice', async () => {
    const ids = await queue(...Array.from({ length: 30 }, (_, i) => 100 + i));
    const { seen, consumer } = recorder();
    await Promise.all([1, 2, 3].map(() => relayOutbox(t.db, [consumer], quiet)));
    expect(seen.map((event) => event.id).sort((a, b) => a - b)).toEqual(ids);
  });

  test('firstDelivery makes a consumer idempotent by event id', async () => {
    const [id = 0] = await queue(7);
    const once = () => t.db.transaction().execute((trx) => firstDelivery(trx, 'wagering', id));
    expect(await once()).toBe(true);
    expect(await once()).toBe(false);
    expect(await t.db.transaction().execute((trx) => firstDelivery(trx, 'tournaments', id))).toBe(
      true,
    );
  });
});
