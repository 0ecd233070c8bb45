/**
 * The header and bottom-bar sections of spec 02 section 2 that exist so far, in the spec's order
 * (lobby, pokies, live; betting, activity hub, shop, tournaments, VIP come with their own issues).
 */
export const MAIN_NAV = [
  { to: '/', label: 'HEADER.LOBBY', end: true, icon: 'home' },
  { to: '/pokies/all', label: 'HEADER.POKIES', end: false, icon: 'pokies' },
  { to: '/live/all', label: 'HEADER.LIVE', end: false, icon: 'live' },
] as const;
