/** GET /api/games/providers as a map of provider slug -> display name (spec 02 section 3: Provider id, slug, name). */
export async function fetchProviderNames(): Promise<Map<string, string>> {
  const { api } = await import('~/lib/api');
  const body = await api.request('GET', '/api/games/providers');
  const names = new Map<string, string>();
  if (!Array.isArray(body)) return names;
  for (const item of body as unknown[]) {
    if (
      item &&
      typeof item === 'object' &&
      'id' in item &&
      'title' in item &&
      typeof item.id === 'string' &&
      typeof item.title === 'string'
    )
      names.set(item.id, item.title);
  }
  return names;
}
