/**
 * PATCH /api/player/update_locale {locale} (spec 01 section 7): the player's e-mails follow the chosen language.
 * `signal` bounds the wait (the client would otherwise retry a dead network for a minute).
 */
export async function updateLocale(locale: string, signal?: AbortSignal): Promise<void> {
  try {
    const { api } = await import('~/lib/api');
    await api.request('PATCH', '/api/player/update_locale', {
      body: { locale },
      ...(signal ? { signal } : {}),
    });
  } catch {
    // The page language already changed through the URL; the stored preference is best effort.
  }
}
