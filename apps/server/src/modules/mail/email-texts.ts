import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { MESSAGE_LOCALES, type MessageLocale } from '@casino/messages/locales';

const FALLBACK_LOCALE: MessageLocale = 'en';

const templateTextsSchema = z.object({
  SUBJECT: z.string(),
  INTRO: z.string(),
  ACTION: z.string(),
  NOTE: z.string(),
});
const emailTextsSchema = z.object({
  LAYOUT: z.object({ GREETING: z.string(), SIGNATURE: z.string(), FOOTER: z.string() }),
  CONFIRMATION: templateTextsSchema,
  RESET_PASSWORD: templateTextsSchema,
  PASSWORD_CHANGED: templateTextsSchema,
  LIMIT_CHANGE: templateTextsSchema,
});
export type EmailTexts = z.infer<typeof emailTextsSchema>;
export type TemplateTexts = z.infer<typeof templateTextsSchema>;

// The server is bundled by esbuild, so the JSON files are found through the installed package, not a relative path.
// `@casino/messages` maps every subpath to src/*.ts, so its locales module is the anchor.
function localesDir(): string {
  const anchor = createRequire(import.meta.url).resolve('@casino/messages/locales');
  return path.resolve(path.dirname(anchor), '../locales');
}

const cache = new Map<MessageLocale, EmailTexts>();

function isMessageLocale(value: string): value is MessageLocale {
  return (MESSAGE_LOCALES as readonly string[]).includes(value);
}

/** EMAIL.json of a locale (read once), falling back to English for an unknown locale. */
export function emailTexts(locale: string): EmailTexts {
  const chosen = isMessageLocale(locale) ? locale : FALLBACK_LOCALE;
  const cached = cache.get(chosen);
  if (cached) return cached;
  const file = path.join(localesDir(), chosen, 'EMAIL.json');
  const texts = emailTextsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  cache.set(chosen, texts);
  return texts;
}
