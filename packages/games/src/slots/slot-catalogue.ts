import type { CatalogueGameFacts, StudioGame } from '../catalogue-game.ts';
import { simulationFloats, type FloatSource } from '../fair.ts';
import type { SlotConfig, SlotSymbol } from './slot-config.ts';
import { slotLayout } from './slot-layout.ts';
import { shuffledStrip, splitByWeight, stripLengthFor } from './slot-strips.ts';
import { glyphName, themeGlyphs } from './slot-themes.ts';
import { bonusBuyFor, tunePayTable, type PayUnits } from './slot-tune.ts';
import { volatilityProfile, type VolatilityProfile } from './slot-volatility.ts';

/** The studio's bet range for every slot, minor units (0.10 to 100.00). */
export const SLOT_MIN_BET = 10;
export const SLOT_MAX_BET = 10_000;

/** FNV-1a of the identifier: the seed of a game's own stream, so a game's configuration never changes. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Pays for counts 3..reels between a three-of-a-kind and a five-of-a-kind, growing geometrically. */
function payCurve(
  three: number,
  five: number,
  reels: number,
  unit: number,
): Record<number, number> {
  const pays: Record<number, number> = {};
  const ratio = Math.sqrt(five / three);
  for (let n = 3; n <= reels; n++) pays[n] = three * ratio ** (n - 3) * unit;
  return pays;
}

const LOW_PAYS: readonly [number, number][] = [
  [10, 100],
  [8, 80],
  [6, 60],
  [5, 50],
  [5, 40],
];
const HIGH_PAYS: readonly [number, number][] = [
  [50, 1000],
  [35, 500],
  [25, 300],
  [20, 200],
];
const WILD_PAYS: [number, number] = [100, 5000];
/** Scatter pays in stakes for 3, 4, 5, 6 scatters. */
const SCATTER_STAKES = [2, 10, 50, 100];

interface Draft {
  symbols: SlotSymbol[];
  units: Map<string, Record<number, number>>;
}

function draftSymbols(
  facts: CatalogueGameFacts,
  profile: VolatilityProfile,
  reels: number,
  unit: number,
  lines: boolean,
): Draft {
  const glyphs = themeGlyphs(facts.theme);
  const symbols: SlotSymbol[] = [];
  const units = new Map<string, Record<number, number>>();
  const add = (symbol: Omit<SlotSymbol, 'pays'>, pays: Record<number, number>) => {
    units.set(symbol.id, pays);
    symbols.push({ ...symbol, pays });
  };
  const curve = ([three, five]: readonly [number, number]) =>
    payCurve(three * profile.short, five * profile.long, reels, unit);
  glyphs.low.forEach((glyph, i) =>
    add({ id: glyph, name: glyphName(glyph), glyph, kind: 'regular' }, curve(LOW_PAYS[i]!)),
  );
  glyphs.high.forEach((glyph, i) =>
    add({ id: glyph, name: glyphName(glyph), glyph, kind: 'regular' }, curve(HIGH_PAYS[i]!)),
  );
  // Ways games' wilds only stand in for others; on lines a row of wilds pays best of all.
  add({ id: 'wild', name: 'Wild', glyph: 'wild', kind: 'wild' }, lines ? curve(WILD_PAYS) : {});
  const scatterPays: Record<number, number> = {};
  for (let n = 3; n <= reels; n++) scatterPays[n] = SCATTER_STAKES[n - 3]! * 100;
  add(
    { id: 'scatter', name: glyphName(glyphs.scatter), glyph: glyphs.scatter, kind: 'scatter' },
    scatterPays,
  );
  return { symbols, units };
}

function draftStrips(
  facts: CatalogueGameFacts,
  profile: VolatilityProfile,
  rows: number[],
  meanHeight: number,
  wildsEverywhere: boolean,
  rng: FloatSource,
) {
  const glyphs = themeGlyphs(facts.theme);
  const weights = new Map<string, number>([
    ...glyphs.low.map((g, i) => [g, profile.lowWeights[i]!] as const),
    ...glyphs.high.map((g, i) => [g, profile.highWeights[i]!] as const),
  ]);
  const length = stripLengthFor(profile.triggerChance, rows.length, 3, meanHeight);
  // Ways games keep their wilds off the outer reels: with every cell of a reel counting, wilds there hit too often.
  const wildReel = (reel: number) => wildsEverywhere || (reel > 0 && reel < rows.length - 1);
  const reelWeights = rows.map(
    () =>
      new Map(
        [...weights].map(([id, w]) => [id, w * (1 + profile.reelSpread * (2 * rng.next() - 1))]),
      ),
  );
  const strip = (reel: number, extraWilds: number) => {
    const wilds = wildReel(reel) ? profile.wilds + extraWilds : 0;
    const counts = splitByWeight(length - 1 - wilds, reelWeights[reel]!);
    if (wilds > 0) counts.set('wild', wilds);
    counts.set('scatter', 1);
    return shuffledStrip(counts, rng, wildsEverywhere ? profile.stacks.lines : profile.stacks.ways);
  };
  return {
    strips: rows.map((_, r) => strip(r, 0)),
    freeStrips: rows.map((_, r) => strip(r, profile.freeWilds)),
  };
}

/**
 * The studio configuration of a catalogue slot, derived from its row alone and seeded by its identifier: the theme's
 * symbols, the layout of its lines or ways, strips and pay table shaped by its volatility, the pay table scaled so
 * the exact RTP lands on a figure of the game's own in [0.945, 0.97], and a bonus buy priced to return about as much.
 */
export function slotGameFor(
  facts: CatalogueGameFacts,
): StudioGame & { engine: 'slot'; config: SlotConfig } {
  if (facts.kind !== 'slot') throw new Error(`${facts.identifier} is not a slot`);
  const rng = simulationFloats(seedOf(facts.identifier));
  const profile = volatilityProfile(facts.volatility);
  const layout = slotLayout(facts);
  const reels = layout.rows.length;
  const meanHeight =
    layout.mode.type === 'megaways'
      ? (layout.mode.minRows + layout.mode.maxRows) / 2
      : (layout.rows[0] ?? 3);
  const draft = draftSymbols(facts, profile, reels, layout.unit, layout.mode.type === 'lines');
  const strips = draftStrips(
    facts,
    profile,
    layout.rows,
    meanHeight,
    layout.mode.type === 'lines',
    rng,
  );
  const awards: Record<number, number> = {};
  for (let n = 3; n <= reels; n++) awards[n] = profile.freeSpins + 5 * (n - 3);
  const target = 0.945 + Math.floor(rng.next() * 250) / 10_000;
  const tuned = tunePayTable(
    {
      rows: layout.rows,
      symbols: draft.symbols,
      mode: layout.mode,
      ...strips,
      freeSpins: { trigger: 3, awards, multiplier: profile.multiplier },
      bonusBuy: null,
      minBet: SLOT_MIN_BET,
      maxBet: SLOT_MAX_BET,
    },
    draft.units as PayUnits,
    target,
  );
  const config: SlotConfig = { ...tuned, bonusBuy: bonusBuyFor(tuned) };
  return { engine: 'slot', config, presentation: { theme: facts.theme, live: false } };
}
