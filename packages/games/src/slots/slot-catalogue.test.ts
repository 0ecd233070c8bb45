import { describe, expect, test } from 'vitest';
import { SLOT_GLYPHS } from './glyphs.ts';
import { slotGameFor } from './slot-catalogue.ts';
import { slotHitRate } from './slot-hit-rate.ts';
import { slotFacts } from './slot-test-kit.ts';
import { bonusBuyRtp, slotReturn, slotRtp } from './slot-rtp.ts';
import { VOLATILITIES } from './slot-volatility.ts';

const LAYOUTS = [
  { lines: 5 },
  { lines: 9 },
  { lines: 25 },
  { lines: 50 },
  { lines: 100 },
  { ways: 243 },
  { ways: 576 },
  { ways: 1024 },
  { ways: 4096 },
  { ways: 117_649 },
];
const THEMES = ['egypt', 'fruit', 'book', 'space', 'candy', 'gems', 'unknown-theme'];

const games = LAYOUTS.flatMap((layout, l) =>
  VOLATILITIES.map((volatility, v) => {
    const facts = slotFacts(`test/game-${l}-${v}`, volatility, layout);
    return { ...facts, theme: THEMES[(l + v) % THEMES.length]! };
  }),
);

describe('catalogue slots', () => {
  test('a game derives the same configuration every time', () => {
    const facts = games[7]!;
    expect(JSON.stringify(slotGameFor(facts))).toBe(JSON.stringify(slotGameFor({ ...facts })));
    expect(JSON.stringify(slotGameFor(games[8]!).config)).not.toBe(
      JSON.stringify(slotGameFor(facts).config),
    );
  });

  test.each(games.map((g) => [`${g.volatility} ${g.lines ?? g.ways} ${g.theme}`, g] as const))(
    '%s: exact RTP in [0.94, 0.975], bonus buy close to it, a sound layout',
    (_name, facts) => {
      const { engine, config, presentation } = slotGameFor(facts);
      expect(engine).toBe('slot');
      expect(presentation).toEqual({ theme: facts.theme, live: false });
      const rtp = slotRtp(config);
      expect(rtp).toBeGreaterThanOrEqual(0.94);
      expect(rtp).toBeLessThanOrEqual(0.975);
      expect(Math.abs(bonusBuyRtp(config) - rtp)).toBeLessThan(0.006);
      const hitRate = slotHitRate(config);
      expect(hitRate).toBeGreaterThan(0.05);
      expect(hitRate).toBeLessThan(0.9);
      if (facts.lines) expect(config.mode).toMatchObject({ type: 'lines' });
      if (facts.lines && config.mode.type === 'lines') {
        expect(config.mode.lines).toHaveLength(facts.lines);
        expect(new Set(config.mode.lines.map((l) => l.join())).size).toBe(facts.lines);
      }
      if (facts.ways === 117_649)
        expect(config.mode).toEqual({ type: 'megaways', minRows: 2, maxRows: 7 });
      else if (facts.ways) expect(config.rows.reduce((a, b) => a * b, 1)).toBe(facts.ways);
      const glyphs = config.symbols.map((s) => s.glyph);
      expect(new Set(glyphs).size).toBe(glyphs.length);
      for (const glyph of glyphs) expect(SLOT_GLYPHS).toContain(glyph);
      expect(config.symbols.filter((s) => s.kind === 'wild')).toHaveLength(1);
      expect(config.symbols.filter((s) => s.kind === 'scatter')).toHaveLength(1);
      for (const s of config.symbols)
        for (const pay of Object.values(s.pays))
          expect(Number.isInteger(pay) && pay > 0).toBe(true);
    },
  );

  test.each([
    ['egypt', ['pharaoh', 'scarab', 'eye']],
    ['fruit', ['cherry', 'lemon', 'seven', 'watermelon']],
    ['space', ['rocket', 'planet']],
    ['candy', ['candy', 'lollipop']],
    ['irish', ['clover', 'horseshoe']],
    ['viking', ['shield', 'axe']],
    ['western', ['cactus', 'horseshoe']],
    ['ocean', ['fish', 'anchor', 'pearl', 'shell']],
    ['horror', ['skull', 'pumpkin']],
    ['gems', ['gem-red', 'gem-blue', 'gem-green']],
    ['asian', ['dragon', 'lantern']],
  ])('a %s slot shows %j', (theme, expected) => {
    const { config } = slotGameFor({
      ...slotFacts(`theme/${theme}`, 'medium', { lines: 20 }),
      theme,
    });
    expect(config.symbols.map((s) => s.glyph)).toEqual(expect.arrayContaining(expected));
  });

  test('volatility moves the return from frequent small wins to the free spins and the top pays', () => {
    const low = slotGameFor(slotFacts('vol/a', 'low', { lines: 20 })).config;
    const veryHigh = slotGameFor(slotFacts('vol/a', 'very-high', { lines: 20 })).config;
    const share = (config: typeof low) => {
      const r = slotReturn(config);
      return (r.base.freeSpins * r.perFreeSpin) / r.round;
    };
    expect(share(veryHigh)).toBeGreaterThan(share(low) + 0.1);
    expect(veryHigh.freeSpins.multiplier).toBeGreaterThan(low.freeSpins.multiplier);
    const top = (config: typeof low) =>
      Math.max(...config.symbols.flatMap((s) => Object.values(s.pays)));
    expect(top(veryHigh)).toBeGreaterThan(2 * top(low));
  });

  test('one configuration read from JSON states its RTP in a few milliseconds', () => {
    const configs = games
      .slice(0, 20)
      .map((g) => slotGameFor({ ...g, identifier: `${g.identifier}/timing` }).config);
    const started = performance.now();
    for (const config of configs) slotRtp(structuredClone(config));
    // A few milliseconds alone; the bound leaves room for a machine shared with other test runs.
    expect((performance.now() - started) / configs.length).toBeLessThan(60);
  });
});
