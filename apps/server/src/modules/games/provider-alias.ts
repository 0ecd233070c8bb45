/** The reference shows the `softswiss` producer as `bgaming` (spec 01 section 7, spec 03 section 7). */
export const PROVIDER_ALIASES: Readonly<Record<string, string>> = { softswiss: 'bgaming' };

/** A provider slug with its alias resolved. */
export function canonicalProvider(slug: string): string {
  return PROVIDER_ALIASES[slug] ?? slug;
}

/** `softswiss/some-game` -> `bgaming/some-game`; other identifiers unchanged. */
export function canonicalIdentifier(identifier: string): string {
  const slash = identifier.indexOf('/');
  if (slash < 0) return identifier;
  return `${canonicalProvider(identifier.slice(0, slash))}${identifier.slice(slash)}`;
}
