import type { CatalogueGameFacts } from '../catalogue-game.ts';
import type { SlotSymbol } from './slot-config.ts';
import { glyphName, themeGlyphs } from './slot-themes.ts';
import type { VolatilityProfile } from './slot-volatility.ts';

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

export interface Draft {
  symbols: SlotSymbol[];
  units: Map<string, Record<number, number>>;
}

/**
 * The symbols of a catalogue slot with the shape of its pay table (in hundredths of the stake per `unit`), before the
 * scaling that sets its RTP.
 */
export function draftSymbols(
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
