/** A JSON value as stored in fe_configs.document. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Marks a translatable string inside a stored config document: `{"$i18n": {"en": "...", "de": "..."}}`.
 * Documents stay one row per name; the config call answers with the visitor's language filled in.
 */
export const LOCALIZED_KEY = '$i18n';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** en-NZ -> en-NZ, en, then en again as the last resort: regional English falls back to the base text. */
function pickText(texts: Record<string, unknown>, locale: string): string {
  const language = locale.split('-')[0] ?? 'en';
  for (const candidate of [locale, language, 'en']) {
    const text = texts[candidate];
    if (typeof text === 'string') return text;
  }
  return '';
}

/** Replaces every `$i18n` marker of a document with the text for `locale`. */
export function localizeDocument(value: unknown, locale: string): unknown {
  if (Array.isArray(value)) return value.map((item) => localizeDocument(item, locale));
  if (!isRecord(value)) return value;
  const texts = value[LOCALIZED_KEY];
  if (isRecord(texts) && Object.keys(value).length === 1) return pickText(texts, locale);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, localizeDocument(item, locale)]),
  );
}
