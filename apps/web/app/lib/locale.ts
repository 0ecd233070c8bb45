import { defaultLocaleFor, isLocale } from '@casino/domain/locale';

export interface LocaleInputs {
  /** The URL's locale prefix ('' without one). */
  prefix: string;
  /** The `locale` cookie, when set. */
  cookie: string | undefined;
  country: string;
  /** Enabled locale codes (GET /api/info/locales); empty when unknown, which enables all. */
  enabled: readonly string[];
}

/** The active locale: URL prefix > `locale` cookie > the country's default > en (spec 01 section 1). */
export function resolveLocale({ prefix, cookie, country, enabled }: LocaleInputs): string {
  const allowed = (code: string | undefined): code is string =>
    !!code && isLocale(code) && (enabled.length === 0 || enabled.includes(code));
  if (prefix && isLocale(prefix)) return prefix;
  if (allowed(cookie)) return cookie;
  const byCountry = defaultLocaleFor(country);
  return allowed(byCountry) ? byCountry : 'en';
}

/** The href of the same page in another locale: the prefix is dropped for en (the unprefixed site). */
export function localeHref(locale: string, pathname: string, search = ''): string {
  const path = pathname === '/' ? '' : pathname;
  return locale === 'en' ? `${path || '/'}${search}` : `/${locale}${path}${search}`;
}
