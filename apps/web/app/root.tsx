import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/root';
import stylesHref from '~/styles/app.css?url';
import { loadRootData } from '~/root-loader.server';
import { useMaybeRootData, useRootData } from '~/lib/root-data';
import { I18nProvider } from '~/lib/i18n';
import { SessionProvider } from '~/lib/session';
import { ModalHost, ModalStackProvider } from '~/lib/modal-stack';
import { setGuardSession } from '~/lib/guards/guard-session';
import { canonicalUrl } from '~/lib/canonical';
import { isNoIndexPath } from '@casino/domain/routing';
import { modalRegistry } from '~/modal-registry';
import { SiteChrome } from '~/features/chrome/site-chrome';
import { installPromptCaptureScript } from '~/features/chrome/pwa/install-prompt-capture';
import { useNonce } from '~/lib/nonce';
import { isBackOfficePath } from '~/lib/backoffice-path';
import { isStudioPath } from '~/lib/studio-path';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The installable app (public/manifest.webmanifest); iOS takes its home-screen icon from apple-touch-icon (an opaque one).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-maskable-512.png' },
];

// The back office and the studio's game frame have their own layout and data: none of the player's (chrome, menus,
// messages) is loaded for them.
export async function loader(args: Route.LoaderArgs) {
  const { pathname } = new URL(args.request.url);
  if (isBackOfficePath(pathname) || isStudioPath(pathname)) return null;
  return loadRootData(args);
}

/**
 * The root data (player, accounts, messages, menus) reloads only when asked: refresh() after sign-in, logout,
 * profile changes. Ordinary navigations keep it, so a page change costs only that page's own loader.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search
    ? defaultShouldRevalidate
    : false;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useMaybeRootData();
  const location = useLocation();
  const nonce = useNonce();
  return (
    <html lang={data?.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b0820" />
        <meta name="color-scheme" content="dark" />
        {/* From the location, not the root loader: that loader does not re-run on client navigation. */}
        {isNoIndexPath(location.pathname) && <meta name="robots" content="noindex" />}
        {data && (
          <link
            rel="canonical"
            href={canonicalUrl(data.origin, data.localePrefix, location.pathname)}
          />
        )}
        <Meta />
        <Links />
        {/*
          Keeps Chromium's install prompt for the side menu (install-prompt-capture.ts). Written by the server only: the
          script ran before hydration and never runs again, so the browser bundle does not carry its text (hydration
          leaves the element as the server wrote it).
        */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? installPromptCaptureScript : '',
          }}
        />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The player's site in its chrome, or the back office and the game frame bare (their routes draw their own). */
export default function App() {
  const { pathname } = useLocation();
  return isBackOfficePath(pathname) || isStudioPath(pathname) ? <Outlet /> : <PlayerApp />;
}

function PlayerApp() {
  const data = useRootData();
  setGuardSession({ localePrefix: data.localePrefix });
  // <html data-hydrated> marks a live page for browser tests: set by the chrome's after-hydration part (SiteChrome).
  return (
    <I18nProvider locale={data.locale} messages={data.messages}>
      <SessionProvider player={data.player} geo={data.geo.access}>
        <ModalStackProvider registry={modalRegistry}>
          <SiteChrome>
            <Outlet />
          </SiteChrome>
          <ModalHost />
        </ModalStackProvider>
      </SessionProvider>
    </I18nProvider>
  );
}

/** Only when the root loader itself fails: a bare page without chrome (no messages either, so plain English). */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  console.error(
    JSON.stringify({
      label: 'ROOT_ERROR',
      status,
      message: error instanceof Error ? error.message : String(status),
    }),
  );
  return (
    <main className="page page--center">
      <h1>Something went wrong</h1>
      <p className="page__lead">We could not load the casino. Please try again in a moment.</p>
      <a className="btn btn--primary btn--md" href="/">
        Reload
      </a>
    </main>
  );
}
