import type { Game } from '@casino/api/games';

// The tile's labels (spec 02 section 3, Game tile: badges (type, theme) and categories such as animated,
// exclusive, prerelease, drop-wins). Badges come first; a flag adds a label only when no badge says the same.

export interface TileLabel {
  /** Message key under GAMES.LABEL. */
  key: string;
  theme: string;
}

/** Flags of `categories` that the tile shows, and the badge type that already says the same thing. */
const FLAG_LABELS: readonly { flag: string; key: string; theme: string; sameBadge: string }[] = [
  { flag: 'prerelease', key: 'PRERELEASE', theme: 'cyan', sameBadge: 'prerelease' },
  { flag: 'exclusive', key: 'EXCLUSIVE', theme: 'gold', sameBadge: 'exclusive' },
  { flag: 'drop-wins', key: 'DROPS', theme: 'blue', sameBadge: 'drops' },
];

const KNOWN_BADGES = new Set(['new', 'hot', 'exclusive', 'jackpot', 'drops', 'prerelease']);
const MAX_LABELS = 2;

const keyOf = (type: string) => type.toUpperCase().replace(/-/g, '_');

/** Up to two labels for the tile's corner; unknown badge types are skipped (no untranslated text). */
export function tileLabels(game: Pick<Game, 'badges' | 'categories'>): TileLabel[] {
  const labels: TileLabel[] = game.badges
    .filter((badge) => KNOWN_BADGES.has(badge.type))
    .map((badge) => ({ key: keyOf(badge.type), theme: badge.theme }));
  for (const { flag, key, theme, sameBadge } of FLAG_LABELS) {
    if (game.categories.includes(flag) && !game.badges.some((badge) => badge.type === sameBadge))
      labels.push({ key, theme });
  }
  return labels.slice(0, MAX_LABELS);
}

const ANIMATED = 'animated';

/** Animated games get a moving shine on their art. */
export const isAnimated = (game: Pick<Game, 'categories'>): boolean =>
  game.categories.includes(ANIMATED);

/** The `categories` flags the tile's labels and shine read. */
export const TILE_LABEL_FLAGS: readonly string[] = [
  ...FLAG_LABELS.map((label) => label.flag),
  ANIMATED,
];
