import { MESSAGE_LOCALES, type MessageLocale } from '@casino/messages/locales';
import type { Language, LanguageTexts } from './content-types.ts';
import { englishTexts } from './en/texts.ts';
import { germanTexts } from './de/texts.ts';
import { frenchTexts } from './fr/texts.ts';
import { norwegianTexts } from './no/texts.ts';
import { italianTexts } from './it/texts.ts';
import { estonianTexts } from './et/texts.ts';

/** The language each of the 10 locales of spec 01 section 1 is written in (en-KW is the fake Kuwait English). */
export const LOCALE_LANGUAGE: Record<MessageLocale, Language> = {
  en: 'en',
  'en-AU': 'en',
  'en-CA': 'en',
  'en-NZ': 'en',
  'en-KW': 'en',
  de: 'de',
  'fr-CA': 'fr',
  no: 'no',
  it: 'it',
  et: 'et',
};

const TEXTS: Record<Language, LanguageTexts> = {
  en: englishTexts,
  de: germanTexts,
  fr: frenchTexts,
  no: norwegianTexts,
  it: italianTexts,
  et: estonianTexts,
};

export const CMS_LOCALES = MESSAGE_LOCALES;

export function textsFor(locale: MessageLocale): LanguageTexts {
  return TEXTS[LOCALE_LANGUAGE[locale]];
}

// Canadian English writes -ize where British English writes -ise (organization, recognize); licence stays licence.
// Case-insensitive, so a capitalised word (a table head 'Organisation', a heading 'Realise') is respelt too.
const canadianStems =
  /\b(organi|recogni|authori|minimi|maximi|reali|personali|priori|categori|finali|utili|summari|optimi|customi|apologi|standardi|familiari|critici)(s)(e|ed|es|ing|ation|ations)\b/gi;
const canadianAnalyse = /\b(analy)(s)(e|ed|es|ing)\b/gi;
/** Swaps the s for a z of the same case ('ORGANISATION' -> 'ORGANIZATION'). */
const toZ = (_match: string, stem: string, s: string, ending: string) =>
  `${stem}${s === 'S' ? 'Z' : 'z'}${ending}`;

/** Local spelling of an English variant, applied to finished text and HTML. */
export function localSpelling(locale: MessageLocale, text: string): string {
  if (locale !== 'en-CA') return text;
  return text.replace(canadianStems, toZ).replace(canadianAnalyse, toZ);
}
