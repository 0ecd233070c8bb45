import type { GameBadge } from '@casino/api/games';
import { createPrng } from './prng.ts';
import type { GameSeed } from './game-seed.ts';

const TOP_COUNT = 60;
const NEW_COUNT = 60;
const PRERELEASE_COUNT = 6;
const RECOMMENDED_SHARE = 1 / 12;
const MAX_BADGES = 2;

export interface Membership {
  collection: string;
  identifier: string;
  position: number;
}

const byPopularity = (a: GameSeed, b: GameSeed) =>
  b.popularity - a.popularity || a.identifier.localeCompare(b.identifier);
const byRelease = (a: GameSeed, b: GameSeed) =>
  b.releasedAt.getTime() - a.releasedAt.getTime() || a.identifier.localeCompare(b.identifier);

/** Badges (type, theme) of spec 02 section 3, from what the game is: new, hot, exclusive, jackpot, drops. */
function badgesOf(game: GameSeed): GameBadge[] {
  const badges: GameBadge[] = [];
  if (game.collections.has('new')) badges.push({ type: 'new', theme: 'green' });
  if (game.collections.has('top')) badges.push({ type: 'hot', theme: 'red' });
  if (game.flags.includes('exclusive')) badges.push({ type: 'exclusive', theme: 'gold' });
  if (game.collections.has('jackpot')) badges.push({ type: 'jackpot', theme: 'purple' });
  if (game.flags.includes('drop-wins')) badges.push({ type: 'drops', theme: 'blue' });
  return badges.slice(0, MAX_BADGES);
}

/**
 * Adds the collections that depend on the whole catalogue (top by popularity, new by release, recommended picks),
 * the prerelease flag and badges, and numbers each collection: `new` by release date, the others by popularity.
 */
export function assignCollections(games: GameSeed[]): Membership[] {
  const prng = createPrng('catalogue:recommended');
  [...games]
    .sort(byPopularity)
    .slice(0, TOP_COUNT)
    .forEach((g) => g.collections.add('top'));
  const newest = [...games].sort(byRelease).slice(0, NEW_COUNT);
  newest.forEach((g) => g.collections.add('new'));
  newest.slice(0, PRERELEASE_COUNT).forEach((g) => g.flags.push('prerelease'));
  for (const game of games)
    if (game.kind === 'slot' && prng.chance(RECOMMENDED_SHARE)) game.collections.add('recommended');
  for (const game of games) game.badges = badgesOf(game);

  const members = new Map<string, GameSeed[]>();
  for (const game of games) {
    for (const slug of game.collections) {
      const list = members.get(slug);
      if (list) list.push(game);
      else members.set(slug, [game]);
    }
  }
  const memberships: Membership[] = [];
  for (const [collection, list] of members) {
    list.sort(collection === 'new' ? byRelease : byPopularity);
    list.forEach((game, index) =>
      memberships.push({ collection, identifier: game.identifier, position: index + 1 }),
    );
  }
  return memberships;
}
