/** The locales of spec 01 section 1; en-KW is the fake Kuwait English variant. */
export const MESSAGE_LOCALES = [
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
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];
