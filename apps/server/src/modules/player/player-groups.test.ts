import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VALIDATION } from '@casino/domain/validation-keys';
import { createAgent, createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertPlayer, signInAs } from './player-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A player whose id has the wanted parity (ids come from a sequence, so skip one when needed). */
async function playerWithParity(parity: 'even' | 'odd'): Promise<number> {
  for (;;) {
    const id = await insertPlayer(t.db);
    if ((id % 2 === 0) === (parity === 'even')) return id;
  }
}

async function groupsOf(playerId: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('player_groups')
    .select('status_id')
    .where('player_id', '=', playerId)
    .orderBy('status_id')
    .execute();
  return rows.map((r) => r.status_id);
}

async function postGroups(playerId: number, groups: unknown) {
  return (await signInAs(t.app, t.db, playerId)).post('/api/player/groups', { groups });
}

describe('POST /api/player/groups', () => {
  test.each([
    ['the installed-app group 1401', 1401],
    ['the "new provider popup shown" marker 859', 859],
    ['the "new provider popup shown" marker 1056', 1056],
  ])('a player may add %s', async (_name, group) => {
    const id = await insertPlayer(t.db);
    expect((await postGroups(id, { add: [group] })).statusCode).toBe(204);
    expect(await groupsOf(id)).toEqual([group]);
  });

  test.each([
    ['the multi-account group 100', 100],
    ['the tester status 21', 21],
    ['the VIP level 759', 759],
    ['the live-chat group 545', 545],
    ['the Lithuania IBAN group 1101 (set by the server)', 1101],
    ['the popup target group 851', 851],
    ['a group that does not exist', 999_999],
  ])('a player may not add %s', async (_name, group) => {
    const id = await insertPlayer(t.db);
    const res = await postGroups(id, { add: [group] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.groups).toEqual([VALIDATION.INVALID_VALUE]);
    expect(await groupsOf(id)).toEqual([]);
  });

  test.each([
    ['even', 543, 544],
    ['odd', 544, 543],
  ] as const)('an %s id joins A/B group %i and never %i', async (parity, right, wrong) => {
    const id = await playerWithParity(parity);
    expect((await postGroups(id, { add: [wrong] })).statusCode).toBe(422);
    expect((await postGroups(id, { add: [right] })).statusCode).toBe(204);
    expect(await groupsOf(id)).toEqual([right]);
  });

  test('a player already in an A/B group cannot join the other one', async () => {
    const id = await playerWithParity('even');
    await t.db.insertInto('player_groups').values({ player_id: id, status_id: 544 }).execute();
    expect((await postGroups(id, { add: [543] })).statusCode).toBe(422);
    expect((await postGroups(id, { add: [544] })).statusCode).toBe(204);
    expect(await groupsOf(id)).toEqual([544]);
  });

  test('the A/B split is sticky: its groups cannot be removed', async () => {
    const id = await playerWithParity('odd');
    await postGroups(id, { add: [544] });
    expect((await postGroups(id, { remove: [544] })).statusCode).toBe(422);
    expect(await groupsOf(id)).toEqual([544]);
  });

  test('a writable marker can be removed, an operator group cannot', async () => {
    const id = await insertPlayer(t.db);
    await t.db
      .insertInto('player_groups')
      .values([
        { player_id: id, status_id: 1401 },
        { player_id: id, status_id: 100 },
      ])
      .execute();
    expect((await postGroups(id, { remove: [100] })).statusCode).toBe(422);
    expect((await postGroups(id, { remove: [1401] })).statusCode).toBe(204);
    expect(await groupsOf(id)).toEqual([100]);
  });

  test('one refused group refuses the whole call', async () => {
    const id = await insertPlayer(t.db);
    expect((await postGroups(id, { add: [1401, 100] })).statusCode).toBe(422);
    expect(await groupsOf(id)).toEqual([]);
  });

  test('ids may come as strings and empty lists are fine', async () => {
    const id = await insertPlayer(t.db);
    expect((await postGroups(id, { add: ['1401'], remove: [] })).statusCode).toBe(204);
    expect((await postGroups(id, { add: [] })).statusCode).toBe(204);
    expect((await postGroups(id, { add: [1401] })).statusCode).toBe(204);
    expect(await groupsOf(id)).toEqual([1401]);
  });

  test.each([
    ['a list that is not a list', { add: 1401 }],
    ['an id that is not a number', { add: ['pwa'] }],
    ['an unknown key', { add: [], replace: [] }],
  ])('%s is a 422', async (_name, groups) => {
    expect((await postGroups(await insertPlayer(t.db), groups)).statusCode).toBe(422);
  });

  test('a guest gets 401', async () => {
    expect(
      (await createAgent(t.app).post('/api/player/groups', { groups: { add: [1401] } })).statusCode,
    ).toBe(401);
  });

  test('the added group shows in the profile statuses', async () => {
    const id = await insertPlayer(t.db);
    const agent = await signInAs(t.app, t.db, id);
    await agent.post('/api/player/groups', { groups: { add: [1401] } });
    expect((await agent.get('/api/player')).json().statuses).toEqual([
      { id: 1401, name: expect.any(String) },
    ]);
  });
});
