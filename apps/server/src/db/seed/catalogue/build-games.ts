import { VOLATILITY_RATINGS, type VolatilityRating } from '@casino/api/games';
import type { GameFlag } from '../../tables/catalogue.ts';
import { createPrng, type Prng } from './prng.ts';
import { PROVIDERS, type ProviderSeed } from './providers.ts';
import { THEMES, type GameKind, type ThemeSeed } from './themes.ts';
import { jackpotInMinorUnits, type SeedCurrency } from './currencies.ts';
import { slugify, type GameSeed } from './game-seed.ts';
import { withStudioFigures } from './studio-figures.ts';

/** Release dates count back from a fixed day so that the catalogue does not change with the clock. */
const CATALOGUE_EPOCH = Date.UTC(2026, 5, 1);
const DAY_MS = 86_400_000;
const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

const volatilityByKind: Record<GameKind, VolatilityRating> = {
  slot: 'medium',
  crash: 'very-high',
  dice: 'medium',
  lottery: 'medium-high',
  table: 'low',
  live: 'low',
};
const payoutRange: Record<GameKind, [number, number]> = {
  slot: [9400, 9750],
  crash: [9700, 9900],
  dice: [9800, 9900],
  lottery: [9000, 9600],
  table: [9700, 9940],
  live: [9550, 9950],
};
const kindWord: Record<GameKind, string> = {
  slot: 'video slot',
  crash: 'crash game',
  dice: 'instant game',
  lottery: 'lottery game',
  table: 'table game',
  live: 'live dealer game',
};

/** Draws a title no other game has: words from each list, megaways variants, then a numeral as a last resort. */
function drawTitle(prng: Prng, family: ThemeSeed, taken: Set<string>, megaways: boolean): string {
  for (let attempt = 0; attempt < 60; attempt++) {
    const words = family.words.map((list) => prng.pick(list)).filter(Boolean);
    const title = megaways ? `${words.slice(0, 2).join(' ')} Megaways` : words.join(' ');
    if (!taken.has(slugify(title))) return title;
  }
  const base = family.words
    .map((list) => list[0] ?? '')
    .filter(Boolean)
    .join(' ');
  const numeral = ROMAN.find((n) => !taken.has(slugify(`${base} ${n}`)));
  if (!numeral) throw new Error(`no free title left in theme ${family.theme}`);
  return `${base} ${numeral}`;
}

function offeredCurrencies(
  prng: Prng,
  provider: ProviderSeed,
  currencies: readonly SeedCurrency[],
  hasDemo: boolean,
  jackpotEur: number | null,
): Map<string, number | null> {
  const missing = new Set(provider.missingCurrencies ?? []);
  // Some single games lack a couple of fiat wallets too, so locked tiles appear across studios.
  if (prng.chance(0.06))
    for (let i = 0; i < 2; i++)
      missing.add(prng.pick(currencies.filter((c) => c.fiat && c.code !== 'EUR')).code);
  const offered = new Map<string, number | null>();
  for (const currency of currencies) {
    if (missing.has(currency.code) || (provider.fiatOnly && !currency.fiat)) continue;
    offered.set(
      currency.code,
      jackpotEur === null ? null : jackpotInMinorUnits(jackpotEur, currency),
    );
  }
  if (hasDemo) offered.set('FUN', null);
  return offered;
}

export function buildGame(
  prng: Prng,
  family: ThemeSeed,
  provider: ProviderSeed,
  title: string,
  megaways: boolean,
  currencies: readonly SeedCurrency[],
): GameSeed {
  const slot = family.kind === 'slot';
  const slug = slugify(title);
  // Only slots spread over the volatility groups; other kinds have one typical volatility.
  const volatility = slot ? prng.pick(VOLATILITY_RATINGS) : volatilityByKind[family.kind];
  const usesWays = megaways || (slot && prng.chance(0.3));
  const ways = megaways ? 117_649 : usesWays ? prng.pick([243, 576, 1024, 4096]) : null;
  const lines = slot && !usesWays ? prng.pick([5, 9, 10, 20, 25, 30, 40, 50, 100]) : null;
  const [low, high] = payoutRange[family.kind];
  const payout = (prng.int(low, high) / 100).toFixed(2);
  const hitRate = (prng.int(slot ? 150 : 300, slot ? 450 : 490) / 10).toFixed(1);
  const jackpot = family.theme === 'jackpot' || (slot && prng.chance(0.02));
  const hasDemo = family.kind !== 'live' && !(jackpot && prng.chance(0.3));
  const collections = new Set(family.collections);
  if (jackpot) collections.add('jackpot');
  if (megaways) collections.add('megaways');
  if (slot) {
    collections.add('slots');
    collections.add(`volatility-${volatility}`);
    if (prng.chance(0.25)) collections.add('bonus-buy');
    if (hasDemo && !jackpot && prng.chance(0.5)) collections.add('bonus-wagering');
  }
  const flags: GameFlag[] = [];
  if (slot && prng.chance(0.3)) flags.push('animated');
  if (provider.slug === 'ocs' || prng.chance(0.03)) flags.push('exclusive');
  if (slot && prng.chance(0.08)) flags.push('drop-wins');
  const gameCurrencies = offeredCurrencies(
    prng,
    provider,
    currencies,
    hasDemo,
    jackpot ? prng.int(5_000, 2_000_000) : null,
  );
  const crypto = !provider.fiatOnly && ['crash', 'dice', 'lottery'].includes(family.kind);
  if (
    (crypto || provider.slug === 'ocs' || provider.slug === 'bgaming' || prng.chance(0.15)) &&
    gameCurrencies.has('BTC')
  )
    collections.add('btc-games');
  const detail = lines ? `${lines} lines` : ways ? `${ways} ways to win` : 'fast rounds';
  return {
    identifier: `${provider.slug}/${slug}`,
    providerSlug: provider.slug,
    kind: family.kind,
    title,
    slug,
    seoTitle: slug,
    description: `${title} is a ${volatility} volatility ${kindWord[family.kind]} by ${provider.name} with ${detail} and a return to player of ${payout}%.`,
    theme: family.theme,
    volatility,
    lines,
    ways,
    hitRate,
    payout,
    devices: family.kind !== 'live' && prng.chance(0.04) ? ['desktop'] : ['desktop', 'mobile'],
    hasDemo,
    badges: [],
    flags,
    releasedAt: new Date(CATALOGUE_EPOCH - prng.int(0, 5 * 365) * DAY_MS),
    popularity: Math.floor(prng.next() ** 2 * 100_000),
    collections,
    currencies: gameCurrencies,
  };
}

/** Every family of THEMES, each drawn from its own PRNG stream so that one family's changes leave the others alone. */
export function buildGames(currencies: readonly SeedCurrency[]): GameSeed[] {
  const taken = new Set<string>();
  const games: GameSeed[] = [];
  for (const family of THEMES) {
    const prng = createPrng(`catalogue:${family.theme}`);
    const studios = PROVIDERS.filter((p) => p.kinds.includes(family.studio));
    for (let i = 0; i < family.count; i++) {
      const megaways = family.kind === 'slot' && prng.chance(0.12);
      const title = drawTitle(prng, family, taken, megaways);
      taken.add(slugify(title));
      games.push(
        withStudioFigures(buildGame(prng, family, prng.pick(studios), title, megaways, currencies)),
      );
    }
  }
  return games;
}
