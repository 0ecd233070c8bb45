import type { Game } from '@casino/api/games';

// Where a tile's controls lead (spec 02 section 2: /play/{producer}/{name}, name = the game's seo title, query
// mode real or demo; spec 02 section 5: real mode requires login, otherwise the user goes to registration).

export type PlayMode = 'real' | 'demo';

/** The currency key that marks a demo (spec 03 section 1.3); kept here so the tile needs no zod module. */
export const FUN_CURRENCY = 'FUN';

/** The game page: /play/{producer}/{seo title}. */
export function gamePath(game: Pick<Game, 'provider' | 'seo_title'>): string {
  return `/play/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.seo_title)}`;
}

/** The game page in a mode: `?mode=demo` for demo, the bare path for real play. */
export function playPath(game: Pick<Game, 'provider' | 'seo_title'>, mode: PlayMode): string {
  return mode === 'demo' ? `${gamePath(game)}?mode=demo` : gamePath(game);
}

/** Registration with a redirect query holding the full path (spec 01 section 2, auth-required routes). */
export function registrationPath(redirect: string): string {
  return `/registration?redirect=${encodeURIComponent(redirect)}`;
}

/** Real play: the game page for a player; registration (then back to the game) for a guest. */
export function realPlayHref(
  game: Pick<Game, 'provider' | 'seo_title'>,
  signedIn: boolean,
): string {
  return signedIn ? playPath(game, 'real') : registrationPath(playPath(game, 'real'));
}

/**
 * A demo exists when the game has a `FUN` currency and demo mode; the client disables demo for live games
 * (spec 03 section 1.3: key FUN present means demo exists, the client disables demo for the live category).
 */
export function hasDemo(game: Pick<Game, 'currencies' | 'has_demo_mode' | 'categories'>): boolean {
  return (
    game.has_demo_mode &&
    FUN_CURRENCY in game.currencies &&
    !game.categories.includes(LIVE_CATEGORY)
  );
}

/** The live category: its games have no demo. */
export const LIVE_CATEGORY = 'live';

/**
 * Where tapping a tile's art leads (touch screens have no hover): real play for a player, else the demo, else
 * (a guest, no demo) registration. A locked game without a demo leads nowhere: null.
 */
export function primaryHref(
  game: Pick<Game, 'provider' | 'seo_title' | 'currencies' | 'has_demo_mode' | 'categories'>,
  signedIn: boolean,
  locked: boolean,
): string | null {
  if (signedIn && !locked) return playPath(game, 'real');
  if (hasDemo(game)) return playPath(game, 'demo');
  return locked ? null : realPlayHref(game, signedIn);
}
