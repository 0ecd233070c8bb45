/** The locales of spec 01 section 1, the same list as packages/messages; en-KW is the fake Kuwait English. */
export const LOCALES = [
  'en',
  'de',
  'en-AU',
  'en-CA',
  'fr-CA',
  'en-NZ',
  'no',
  'it',
  'et',
  'en-KW',
] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
/** Spec 01 section 1: the default country is CA. */
export const DEFAULT_COUNTRY = 'CA';

/** Spec 01 section 1: the default locale by country (NO and KW added for their locales). */
export const DEFAULT_LOCALE_BY_COUNTRY: Readonly<Record<string, Locale>> = {
  CA: 'en-CA',
  AU: 'en-AU',
  DE: 'de',
  NZ: 'en-NZ',
  IT: 'it',
  EE: 'et',
  NO: 'no',
  KW: 'en-KW',
};

/** True for the locale codes of LOCALES, exactly as written there. */
export function isLocale(value: string): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/** Spec 01 section 1: the locale a visitor from this country gets; `en` for every other country. */
export function defaultLocaleFor(country: string): Locale {
  return DEFAULT_LOCALE_BY_COUNTRY[country.toUpperCase()] ?? DEFAULT_LOCALE;
}

/** Spec 01 section 1: `/de/profile` -> de and `/profile`; `/en-NZ` -> en-NZ and `/`; no prefix -> null and the path. */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([^/?#]+)(.*)$/s.exec(pathname);
  const first = match?.[1];
  if (first === undefined || !isLocale(first)) return { locale: null, path: pathname };
  const rest = match?.[2] ?? '';
  return { locale: first, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * Spec 01 section 1: the URL of `path` in `locale`. The visitor's own default locale needs no prefix,
 * so a Canadian sees `/profile` in en-CA and `/de/profile` in German. A prefix already on `path` is replaced.
 */
export function localizedPath(
  path: string,
  locale: Locale,
  defaultLocaleForVisitor: Locale,
): string {
  const bare = splitLocalePrefix(path).path;
  if (locale === defaultLocaleForVisitor) return bare;
  // The root keeps no slash of its own: /de, /de?x=1, /de#chat.
  return /^\/(?=$|[?#])/.test(bare) ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}
