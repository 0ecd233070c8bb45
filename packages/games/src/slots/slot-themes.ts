import type { SlotGlyph } from './glyphs.ts';

/**
 * The pictures of a theme: its high symbols (best first), its low symbols (card ranks, or small fruit where the
 * theme has no cards) and the scatter's picture. Every theme's wild is the wild glyph.
 */
export interface ThemeGlyphs {
  high: readonly SlotGlyph[];
  low: readonly SlotGlyph[];
  scatter: SlotGlyph;
}

const CARDS: readonly SlotGlyph[] = ['ace', 'king', 'queen', 'jack', 'ten'];
const SMALL_FRUIT: readonly SlotGlyph[] = ['plum', 'lemon', 'cherry'];

const THEME_GLYPHS: Readonly<Record<string, ThemeGlyphs>> = {
  egypt: { high: ['pharaoh', 'eye', 'scarab', 'book'], low: CARDS, scatter: 'scatter' },
  fruit: {
    high: ['seven', 'bell', 'watermelon', 'grapes'],
    low: SMALL_FRUIT,
    scatter: 'star',
  },
  book: { high: ['pharaoh', 'eye', 'scarab', 'crown'], low: CARDS, scatter: 'book' },
  fishing: { high: ['fish', 'anchor', 'shell', 'coin'], low: CARDS, scatter: 'scatter' },
  jackpot: { high: ['seven', 'crown', 'diamond', 'bell'], low: CARDS, scatter: 'coin' },
  coin: { high: ['coin', 'crown', 'diamond', 'bell'], low: CARDS, scatter: 'scatter' },
  classic: { high: ['seven', 'bar', 'bell', 'star'], low: SMALL_FRUIT, scatter: 'scatter' },
  animals: { high: ['dragon', 'fish', 'horseshoe', 'clover'], low: CARDS, scatter: 'scatter' },
  asian: { high: ['dragon', 'lantern', 'coin', 'gem-red'], low: CARDS, scatter: 'scatter' },
  space: { high: ['rocket', 'planet', 'star', 'gem-blue'], low: CARDS, scatter: 'scatter' },
  candy: {
    high: ['lollipop', 'candy', 'watermelon', 'grapes'],
    low: SMALL_FRUIT,
    scatter: 'scatter',
  },
  irish: { high: ['clover', 'horseshoe', 'coin', 'crown'], low: CARDS, scatter: 'scatter' },
  viking: { high: ['axe', 'shield', 'crown', 'coin'], low: CARDS, scatter: 'scatter' },
  western: { high: ['cactus', 'horseshoe', 'coin', 'star'], low: CARDS, scatter: 'scatter' },
  ocean: { high: ['pearl', 'fish', 'shell', 'anchor'], low: CARDS, scatter: 'scatter' },
  horror: { high: ['skull', 'pumpkin', 'eye', 'book'], low: CARDS, scatter: 'scatter' },
  gems: { high: ['diamond', 'gem-red', 'gem-blue', 'gem-green'], low: CARDS, scatter: 'scatter' },
};

const DEFAULT_GLYPHS: ThemeGlyphs = {
  high: ['seven', 'crown', 'diamond', 'star'],
  low: CARDS,
  scatter: 'scatter',
};

export function themeGlyphs(theme: string): ThemeGlyphs {
  return THEME_GLYPHS[theme] ?? DEFAULT_GLYPHS;
}

/** A symbol's display name from its glyph: 'gem-red' -> 'Red gem'. */
export function glyphName(glyph: SlotGlyph): string {
  const words = glyph.split('-').reverse().join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
