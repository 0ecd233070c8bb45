import { MESSAGE_LOCALES, type MessageLocale } from '@casino/messages/locales';

export interface LocaleSeed {
  code: MessageLocale;
  name: string;
  name_in_locale: string;
  is_default: boolean;
  enabled: boolean;
}

const NAMES: Record<MessageLocale, { name: string; name_in_locale: string }> = {
  en: { name: 'English', name_in_locale: 'English' },
  de: { name: 'German', name_in_locale: 'Deutsch' },
  'en-AU': { name: 'English (Australia)', name_in_locale: 'English (Australia)' },
  'en-CA': { name: 'English (Canada)', name_in_locale: 'English (Canada)' },
  'fr-CA': { name: 'French (Canada)', name_in_locale: 'Français (Canada)' },
  'en-NZ': { name: 'English (New Zealand)', name_in_locale: 'English (New Zealand)' },
  no: { name: 'Norwegian', name_in_locale: 'Norsk' },
  it: { name: 'Italian', name_in_locale: 'Italiano' },
  et: { name: 'Estonian', name_in_locale: 'Eesti' },
  'en-KW': { name: 'English (Kuwait)', name_in_locale: 'English (Kuwait)' },
};

/** The locales of spec 01 section 1, in the messages package's order; en is the default. */
export const LOCALE_SEEDS: readonly LocaleSeed[] = MESSAGE_LOCALES.map((code) => ({
  code,
  ...NAMES[code],
  is_default: code === 'en',
  enabled: true,
}));
