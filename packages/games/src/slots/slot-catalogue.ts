import type { CatalogueGameFacts, StudioGame } from '../catalogue-game.ts';
import { simulationFloats, type FloatSource } from '../fair.ts';
import type { SlotConfig } from './slot-config.ts';
import { slotLayout } from './slot-layout.ts';
import { shuffledStrip, splitByWeight, stripLengthFor } from './slot-strips.ts';
import { themeGlyphs } from './slot-themes.ts';
import { draftSymbols } from './slot-draft-symbols.ts';
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
