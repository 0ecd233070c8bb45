import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Every route of spec 01 section 2 / spec 02 section 2 that this issue builds. Paths never carry the locale
// prefix (/de, /en-NZ): the host makes it the router's basename.
export default [
  // Guards (trailing slash, legacy redirects, auth, guest-only, 451) run in this layout's middleware; its
  // error boundary renders not-found and restricted pages inside the site chrome.
  layout('routes/shell.tsx', [
    // The lobby is a layout: popup routes render their full-screen modal over it, the lobby stays mounted.
    route('', 'routes/lobby.tsx', { id: 'lobby' }, [
      route('registration', 'routes/auth/registration.tsx'),
      route('sign-up', 'routes/auth/sign-up.tsx'),
      route('login', 'routes/auth/login.tsx'),
      route('sign-in', 'routes/auth/sign-in.tsx'),
      route('remind', 'routes/auth/remind.tsx'),
      route('new-password', 'routes/auth/new-password.tsx'),
      route('email-verify', 'routes/auth/email-verify.tsx'),
      route('confirmation', 'routes/auth/confirmation.tsx'),
      // The cashbox popups (spec 01 section 2): each opens its modal over the lobby.
      route('cashbox', 'routes/cashbox/cashbox.tsx'),
      route('dashboard', 'routes/cashbox/dashboard.tsx'),
      route('deposit', 'routes/cashbox/deposit.tsx'),
      route('accounts/:id/deposit', 'routes/cashbox/account-deposit.tsx'),
      route('deposit-bonus', 'routes/cashbox/deposit-bonus.tsx'),
      route('withdraw', 'routes/cashbox/withdraw.tsx'),
      route('deposit-fast', 'routes/cashbox/deposit-fast.tsx'),
    ]),
    // Public (spec 01 section 2): the e-mailed link confirms a raised or removed limit, signed in or not.
    route('profile/limits/confirm', 'routes/profile/limits-confirm.tsx'),
    route('profile', 'routes/profile/layout.tsx', [
      index('routes/profile/index.tsx'),
      route('main', 'routes/profile/main.tsx'),
      route('security', 'routes/profile/security.tsx'),
      route('limits', 'routes/profile/limits.tsx'),
    ]),
    // /users is the spec's alias of /profile: answered by a redirect so each page has one URL.
    route('users/*', 'routes/users-alias.tsx'),

    route('pokies/all', 'routes/games/pokies-all.tsx'),
    route('pokies/:slug', 'routes/games/pokies-category.tsx'),
    route('live/all', 'routes/games/live-all.tsx'),
    route('live/:slug', 'routes/games/live-category.tsx'),
    route('slots', 'routes/games/slots.tsx'),
    route('categories/:slug', 'routes/games/category.tsx'),
    route('producers/:slug', 'routes/games/producer.tsx', { id: 'producer' }),
    route('producers/:slug/:page', 'routes/games/producer.tsx', { id: 'producer-page' }),
    route('favorite-games', 'routes/games/favorite-games.tsx'),
    route('play/:producer/:name', 'routes/games/play.tsx'),
    route('support', 'routes/support.tsx'),
    route('benefits-of-crypto', 'routes/benefits-of-crypto.tsx'),

    route('oops', 'routes/oops.tsx'),
    route('ffc', 'routes/ffc.tsx'),

    // Static CMS pages by slug, and per-licence variants '{page}/{licence or AU}' (spec 01 section 2).
    // Static segments above always rank before these; a missing page answers the not-found page.
    route(':slug', 'routes/cms-page.tsx', { id: 'cms-page' }),
    route(':slug/:licence', 'routes/cms-page.tsx', { id: 'cms-page-licence' }),

    route('*', 'routes/not-found.tsx'),
  ]),

  // The operators' back office: English only, its own frame and sign-in, outside the player's shell and guards. One
  // route (its pages are views of it): every route is listed in the manifest each player's first page loads.
  route('backoffice/*', 'routes/backoffice.tsx'),

  // The studio's game client, framed by the play page (docs/games-architecture.md): bare, no chrome, no guards.
  route('studio/:token', 'routes/studio.tsx'),
] satisfies RouteConfig;
