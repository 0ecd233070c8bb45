// The web app's public files at fixed names (apps/web/public, copied to the top of the client build): favicon, the
// installable app's manifest and icons, the service worker and its offline page. Hashed build files are served by
// static-assets.ts; every other path is a page.

/** A top-level file (`/favicon.svg`, `/sw.js`, `/manifest.webmanifest`, `/offline.html`) or an icon (`/icons/icon-192.png`). */
const PUBLIC_FILE = /^\/(?:icons\/)?\w[\w.-]*\.(?:ico|png|svg|webmanifest|js|txt|html)$/;

const IMAGE = /\.(?:ico|png|svg)$/;

/** The file a request path names, relative to the client build ('icons/icon-192.png'); null when it names a page. */
export function publicFileOf(url: string): string | null {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  return PUBLIC_FILE.test(pathname) ? pathname.slice(1) : null;
}

/**
 * Cache-Control of a public file. Their names do not change with their content, so nothing that steers the app is
 * cached unchecked: the service worker (a new one must be seen at the next navigation), the manifest and the offline
 * page are revalidated every time (ETag, 304). Icons may be a day old.
 */
export function publicFileCacheControl(file: string): string {
  return IMAGE.test(file) ? 'public, max-age=86400' : 'no-cache';
}

/**
 * The Content-Security-Policy of a public HTML file (the offline page): a static file of ours, self-contained (inline
 * style, a few lines of script, an inline logo), with nothing in it a visitor could inject, so its inline code is
 * allowed where the app's pages allow scripts only by nonce.
 */
export const STATIC_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

export const isStaticPage = (file: string): boolean => file.endsWith('.html');
