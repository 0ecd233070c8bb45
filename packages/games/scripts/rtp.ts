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
import { normalQuantile } from '../src/stats.ts';
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
  // Sums for the ratio estimator Σwin / Σstake: blackjack's doubles and splits make the stakes differ by round.
  let winSquares = 0;
  let winTimesStake = 0;
  let stakeSquares = 0;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    const { stake, win } = engine.simulateRound(config, rng);
    staked += stake;
    won += win;
    winSquares += win * win;
    winTimesStake += win * stake;
    stakeSquares += stake * stake;
  }
  const seconds = (performance.now() - started) / 1000;
  const stated = engine.rtp(config);
  // The spread of the residuals win - mean × stake, over the mean stake; with equal stakes this is the plain
  // interval of the mean of the multiples.
  const mean = won / staked;
  const residuals = Math.max(0, winSquares - 2 * mean * winTimesStake + mean * mean * stakeSquares);
  const halfWidth =
    (normalQuantile(0.995) * Math.sqrt(residuals / (rounds - 1) / rounds)) / (staked / rounds);
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
