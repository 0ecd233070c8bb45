/**
 * `tsx packages/games/scripts/engine-speed.ts [--seconds S]` (run by `npm run bench`): rounds per second of every
 * engine, pure (no I/O), on one core. Two figures per game: a round as the studio plays it (its own HMAC-SHA256 float
 * stream from the seed pair and nonce, spec 04 section 5, then the engine's round) and the maths alone on a fast
 * PRNG (what `npm run rtp` runs). Prints one JSON line: {engines: [{engine, config, fairRoundsPerSecond,
 * mathsRoundsPerSecond}]}.
 */
import { parseArgs } from 'node:util';
import type { EngineName } from '../src/engine.ts';
import { ENGINES } from '../src/engines.ts';
import { fairFloats, simulationFloats, type FloatSource } from '../src/fair.ts';
import type { CatalogueGameFacts } from '../src/catalogue-game.ts';
import { slotGameFor } from '../src/slots/slot-catalogue.ts';
import { REPRESENTATIVE } from './representative-configs.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '1' } } });
const seconds = Number(values.seconds);
if (!(seconds > 0)) throw new Error('--seconds is a positive number');

const SERVER_SEED = 'a'.repeat(64);

const slot = (identifier: string, layout: Pick<CatalogueGameFacts, 'lines' | 'ways'>) => ({
  label: `slot, ${layout.lines ? `${layout.lines} lines` : `${layout.ways} ways`}`,
  config: slotGameFor({
    identifier,
    title: identifier,
    kind: 'slot',
    theme: 'egypt',
    volatility: 'medium',
    ...layout,
  }).config as unknown,
});

const games: { engine: EngineName; label: string; config: unknown }[] = [
  { engine: 'slot', ...slot('bench/lines-slot', { lines: 20, ways: null }) },
  { engine: 'slot', ...slot('bench/ways-slot', { lines: null, ways: 243 }) },
  { engine: 'slot', ...slot('bench/megaways-slot', { lines: null, ways: 117_649 }) },
  ...Object.entries(REPRESENTATIVE).map(([engine, representative]) => ({
    engine: engine as EngineName,
    label: representative!.label,
    config: representative!.config,
  })),
];

/** Rounds per second of `play` over about `seconds`, checking the clock every 256 rounds. */
function rate(play: (round: number) => void): number {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let rounds = 0;
  while (performance.now() < deadline) for (let i = 0; i < 256; i++) play(rounds++);
  return Math.round(rounds / ((performance.now() - started) / 1000));
}

// Warm up the JIT on every path first, so the first game measured is not the one that paid for compiling the hash.
for (const { engine: name, config } of games)
  for (let nonce = 0; nonce < 2_000; nonce++)
    ENGINES[name].simulateRound(
      config,
      fairFloats({ serverSeed: SERVER_SEED, clientSeed: 'warm', nonce }),
    );

const rows = games.map(({ engine: name, label, config }) => {
  const engine = ENGINES[name];
  const play = (rng: FloatSource) => engine.simulateRound(config, rng);
  const fairRoundsPerSecond = rate((nonce) =>
    play(fairFloats({ serverSeed: SERVER_SEED, clientSeed: 'bench', nonce })),
  );
  const maths = simulationFloats(1);
  const mathsRoundsPerSecond = rate(() => play(maths));
  return { engine: name, config: label, fairRoundsPerSecond, mathsRoundsPerSecond };
});
console.log(JSON.stringify({ seconds, engines: rows }));
