import type { ApiClient } from '@casino/api/client';
import type { EditablePlayerFields } from '@casino/api/player';

/** PATCH /api/player `{context, player: {changed fields}}`: 204, then the caller reloads the profile (spec 03 section 3). */
export async function updatePlayer(
  api: ApiClient,
  context: string,
  player: EditablePlayerFields,
): Promise<void> {
  await api.request('PATCH', '/api/player', { body: { context, player } });
}
