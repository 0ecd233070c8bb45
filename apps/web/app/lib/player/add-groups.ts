import { api } from '~/lib/api';

/** POST /api/player/groups {groups: {add, remove}} (spec 03 section 3). */
export async function changePlayerGroups(add: number[], remove: number[] = []): Promise<void> {
  await api.request('POST', '/api/player/groups', { body: { groups: { add, remove } } });
}
