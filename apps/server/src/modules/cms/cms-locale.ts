import { MESSAGE_LOCALES, type MessageLocale } from '@casino/messages/locales';

export const CMS_FALLBACK_LOCALE: MessageLocale = 'en';

const byLowerCase = new Map<string, MessageLocale>(
  MESSAGE_LOCALES.map((locale) => [locale.toLowerCase(), locale]),
);

/** Query `l` of the CMS calls (spec 03 section 16): a known locale in any letter case, else en. */
export function resolveCmsLocale(l: string | undefined): MessageLocale {
  return (l && byLowerCase.get(l.toLowerCase())) || CMS_FALLBACK_LOCALE;
}

/** Where to look, best first: the asked locale, then en for content not yet translated. */
export function cmsLocaleChain(locale: MessageLocale): MessageLocale[] {
  return locale === CMS_FALLBACK_LOCALE ? [locale] : [locale, CMS_FALLBACK_LOCALE];
}
