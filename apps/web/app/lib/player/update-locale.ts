
/** PATCH /api/player/update_locale {locale} (spec 01 section 7): the player's e-mails follow the chosen language. */
export async function updateLocale(locale: string): Promise<void> {
  try {
    const { api } = await import('~/lib/api');
    await api.request('PATCH', '/api/player/update_locale', { body: { locale } });
  } catch {
    // The page language already changed through the URL; the stored preference is best effort.
  }
}
