import type { AppConfig } from '../../config.ts';

/** The site's public origin for links in e-mails: PUBLIC_ORIGIN, else the local server. */
export function publicOrigin(config: AppConfig): string {
  return (config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** An absolute link to a page of the web app, e.g. emailLink(config, '/confirmation', { confirmation_token }). */
export function emailLink(
  config: AppConfig,
  pathname: string,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${publicOrigin(config)}${pathname}${search ? `?${search}` : ''}`;
}

/** The display name of MAIL_FROM ("Open Casino <no-reply@...>" -> "Open Casino"): the brand named in e-mails. */
export function brandName(config: AppConfig): string {
  const match = /^\s*"?([^"<]+?)"?\s*</.exec(config.MAIL_FROM);
  return match?.[1] ?? 'Open Casino';
}
