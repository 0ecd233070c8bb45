import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MESSAGE_LOCALES } from '@casino/messages/locales';

/** A translation tree: nested UPPER_SNAKE keys down to strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

export const SOURCE_LOCALE = 'en';

/**
 * packages/messages/locales, found through module resolution: the server is bundled by esbuild, so the path of
 * package code is not known at build time. The package exports only `./src/*`, hence the step up from src.
 */
export function localesDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.resolve(path.dirname(require.resolve('@casino/messages/locales')), '../locales');
}

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every namespace file of one locale: `{ NAMESPACE: contents }`; a file that is not a JSON object fails loudly. */
export function readNamespaces(directory: string, locale: string): MessageTree {
  const folder = path.join(directory, locale);
  const namespaces: MessageTree = {};
  let files: string[] = [];
  try {
    files = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    return namespaces;
  }
  for (const file of files) {
    const parsed: unknown = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
    if (!isTree(parsed)) throw new Error(`${locale}/${file} is not a JSON object of messages`);
    namespaces[file.slice(0, -'.json'.length)] = parsed;
  }
  return namespaces;
}

/** `translated` over `source`: a key missing (or empty) in the locale shows the English text instead of nothing. */
export function withFallback(source: MessageTree, translated: MessageTree): MessageTree {
  const merged: MessageTree = { ...translated };
  for (const [key, value] of Object.entries(source)) {
    const own = translated[key];
    if (isTree(value)) merged[key] = withFallback(value, isTree(own) ? own : {});
    else if (typeof own !== 'string' || own === '') merged[key] = value;
  }
  return merged;
}

/** The serialised messages of every locale of spec 01 section 1, each merged over English. */
export function loadAllMessages(directory = localesDirectory()): Map<string, string> {
  const source = readNamespaces(directory, SOURCE_LOCALE);
  return new Map(
    MESSAGE_LOCALES.map((locale) => [
      locale,
      JSON.stringify(withFallback(source, readNamespaces(directory, locale))),
    ]),
  );
}
