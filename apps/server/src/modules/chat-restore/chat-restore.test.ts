import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { restoreIdResponseSchema } from '@casino/api/chat-restore';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../../test/harness.ts';
import { insertPlayer, signInAs } from '../player/player-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const getBody = (internalId: string, project = 'open-casino') => ({
  data: { internalId, project },
  requestId: randomUUID(),
  type: 'Api.V1.RestoreId.Get',
});
const setBody = (internalId: string, restoreId: string, project = 'open-casino') => ({
  data: { internalId, project, restoreId },
  requestId: randomUUID(),
  type: 'Api.V1.RestoreId.Set',
});

async function restoreIdOf(agent: Agent, path: string, internalId: string, project?: string) {
  const res = await agent.post(`${path}/restore-id/get`, getBody(internalId, project));
  expect(res.statusCode).toBe(200);
  return restoreIdResponseSchema.parse(res.json()).data.restoreId;
}

describe('POST /restore-id/get and /restore-id/set (spec 03 section 17)', () => {
  test.each(['', '/api/fe', '/api-fe'])(
    'under "%s": kept per player, one store behind every prefix',
    async (prefix) => {
      const id = await insertPlayer(t.db);
      const agent = await signInAs(t.app, t.db, id);
      expect(await restoreIdOf(agent, prefix, String(id))).toBe('');
      const set = await agent.post(`${prefix}/restore-id/set`, setBody(String(id), 'chat-1'));
      expect(set.statusCode).toBe(200);
      expect(restoreIdResponseSchema.parse(set.json())).toEqual({ data: { restoreId: 'chat-1' } });
      for (const other of ['', '/api/fe', '/api-fe'])
        expect(await restoreIdOf(agent, other, String(id))).toBe('chat-1');
    },
  );

  test('a new id replaces the old; each project keeps its own', async () => {
    const id = await insertPlayer(t.db);
    const agent = await signInAs(t.app, t.db, id);
    await agent.post('/restore-id/set', setBody(String(id), 'first'));
    await agent.post('/restore-id/set', setBody(String(id), 'second'));
    await agent.post('/restore-id/set', setBody(String(id), 'sports-chat', 'sportsbook'));
    expect(await restoreIdOf(agent, '', String(id))).toBe('second');
    expect(await restoreIdOf(agent, '', String(id), 'sportsbook')).toBe('sports-chat');
    const rows = await t.db
      .selectFrom('restore_ids')
      .select(['project', 'restore_id'])
      .where('player_id', '=', id)
      .orderBy('project')
      .execute();
    expect(rows).toEqual([
      { project: 'open-casino', restore_id: 'second' },
      { project: 'sportsbook', restore_id: 'sports-chat' },
    ]);
  });

  test("a guest gets 401; another player's id 403, and nothing is written", async () => {
    const id = await insertPlayer(t.db);
    const victim = await insertPlayer(t.db);
    const guest = createAgent(t.app);
    expect((await guest.post('/restore-id/get', getBody(String(id)))).statusCode).toBe(401);
    expect((await guest.post('/restore-id/set', setBody(String(id), 'x'))).statusCode).toBe(401);
    const agent = await signInAs(t.app, t.db, id);
    expect((await agent.post('/restore-id/get', getBody(String(victim)))).statusCode).toBe(403);
    expect((await agent.post('/restore-id/set', setBody(String(victim), 'x'))).statusCode).toBe(
      403,
    );
    const rows = await t.db
      .selectFrom('restore_ids')
      .select('player_id')
      .where('player_id', 'in', [id, victim])
      .execute();
    expect(rows).toEqual([]);
  });

  test.each([
    ['a wrong type', { ...setBody('1', 'x'), type: 'Api.V1.RestoreId.Get' }],
    ['an empty restore id', setBody('1', '   ')],
    ['an overlong restore id', setBody('1', 'x'.repeat(201))],
    ['no data', { requestId: randomUUID(), type: 'Api.V1.RestoreId.Set' }],
  ])('%s is a 422', async (_label, body) => {
    const id = await insertPlayer(t.db);
    const agent = await signInAs(t.app, t.db, id);
    const res = await agent.post('/restore-id/set', {
      ...body,
      ...('data' in body ? { data: { ...body.data, internalId: String(id) } } : {}),
    });
    expect(res.statusCode).toBe(422);
  });
});
