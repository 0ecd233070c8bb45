/** Translations as served by GET /messages/{lang}.json: `{NAMESPACE: {KEY: text | {...}}}`. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Boundary check of a translations document without zod (kept out of the browser bundle). */
export function isMessageTree(value: unknown): value is MessageTree {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' || isMessageTree(entry));
}

/** Looks up 'NAMESPACE.KEY.SUB'; undefined when missing or when the key names a subtree. */
export function lookupMessage(messages: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type MessageVars = Record<string, string | number>;

/** t('NAMESPACE.KEY', {vars}): `{name}` placeholders filled; a missing key falls back to the key itself. */
export function translate(messages: MessageTree, key: string, vars?: MessageVars): string {
  const text = lookupMessage(messages, key) ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
