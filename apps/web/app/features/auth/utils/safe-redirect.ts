/** A base that no real request has, so a value that escapes the site can be told apart from one that stays. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * The `redirect` query of the auth popups (spec 01 section 2: auth-required routes send guests to
 * registration with the full path) as a same-site path, or null. Anything that would leave the site
 * (`https://evil.example`, `//evil.example`, `/\evil.example`, `javascript:`) is refused: an open
 * redirect on a casino login is a phishing tool.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
