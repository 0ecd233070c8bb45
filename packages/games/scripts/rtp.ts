/**
 * `npm run rtp [-- --rounds N] [--engine name] [--seed S]`: plays N rounds (default 10^7) of every engine's
 * representative play with a configuration like the catalogue's, and prints the stated return (engine.rtp, from the
 * maths), the measured one, the 99 % interval of the measurement from the sample variance, and whether the stated
 * figure lies inside it.
 */
import { parseArgs } from 'node:util';
import type { EngineName } from '../src/engine.ts';
import { ENGINES } from '../src/engines.ts';
import { simulationFloats } from '../src/fair.ts';
import { meanInterval } from '../src/stats.ts';
import { REPRESENTATIVE } from './representative-configs.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '10000000' },
    engine: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});
const rounds = Number(values.rounds);
if (!Number.isSafeInteger(rounds) || rounds < 2) throw new Error('--rounds is a whole number ≥ 2');
const seed = Number(values.seed);

const percent = (x: number, digits = 3) => `${(100 * x).toFixed(digits)} %`;
const rows: string[][] = [];
for (const [name, engine] of Object.entries(ENGINES) as [
  EngineName,
  NonNullable<(typeof ENGINES)[EngineName]>,
][]) {
  if (values.engine && values.engine !== name) continue;
  const representative = REPRESENTATIVE[name];
  if (!representative) {
    rows.push([name, '(no representative config in scripts/rtp.ts)', '', '', '', '', '', '', '']);
    continue;
  }
  const { config, label } = representative;
  const rng = simulationFloats(seed);
  let staked = 0;
  let won = 0;
  let sum = 0;
  let sumOfSquares = 0;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const { stake, win } = engine.simulateRound(config, rng);
    staked += stake;
    won += win;
    const multiple = win / stake;
    sum += multiple;
    sumOfSquares += multiple * multiple;
  }
  const seconds = (performance.now() - started) / 1000;
  const stated = engine.rtp(config);
  // The representative plays stake the same amount every round, so the return is the mean of the multiples.
  const { mean, halfWidth } = meanInterval(sum, sumOfSquares, rounds, 0.99);
  if (Math.abs(mean - won / staked) > 1e-9)
    throw new Error(`${name}: the stakes are not all equal`);
  rows.push([
    name,
    label,
    rounds.toLocaleString('en'),
    percent(stated, 4),
    percent(mean, 4),
    `± ${percent(halfWidth, 4)}`,
    Math.abs(mean - stated) <= halfWidth ? 'yes' : 'NO',
    Math.round(rounds / seconds).toLocaleString('en'),
    `${engine.hitRate(config).toFixed(4)}`,
  ]);
  console.error(`${name}: ${seconds.toFixed(1)} s`);
}

const header = [
  'engine',
  'config',
  'rounds',
  'stated RTP',
  'measured',
  '99 % interval',
  'inside',
  'rounds/s',
  'hit rate',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
const line = (cells: string[]) =>
  `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
