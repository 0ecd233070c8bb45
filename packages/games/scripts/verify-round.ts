/**
 * Recomputes a round from its seeds with the package's own code, as a player can (docs/fairness.md):
 *
 *   npx tsx packages/games/scripts/verify-round.ts --engine dice \
 *     --server-seed <revealed seed> --server-seed-hash <the hash shown before> \
 *     --client-seed <your seed> --nonce 42 --params '{"stake":100,"target":5000,"direction":"under"}' \
 *     [--actions '[{"type":"reveal","cell":3},{"type":"cashout"}]'] [--config '<the game config JSON>']
 *
 *   npx tsx packages/games/scripts/verify-round.ts --engine crash --game-hash <hash> --salt <salt> \
 *     [--previous-hash <the game before's hash, or the commitment>] --params '{"stake":100,"auto_cashout":200}'
 *
 * It prints the floats the round drew, the state, the stake and the win. Without --config it uses the configuration
 * of scripts/representative-configs.ts; a game's own configuration is in the studio session (`game.config`).
 */
import { parseArgs } from 'node:util';
import {
  crashFloatOf,
  crashFloats,
  crashPointOf,
  followsInChain,
} from '../src/crash/crash-chain.ts';
import type { EngineName } from '../src/engine.ts';
import { ENGINES } from '../src/engines.ts';
import { fairFloats, hashServerSeed, type FloatSource } from '../src/fair.ts';
import { REPRESENTATIVE } from './representative-configs.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    'server-seed': { type: 'string' },
    'server-seed-hash': { type: 'string' },
    'client-seed': { type: 'string' },
    nonce: { type: 'string', default: '0' },
    'game-hash': { type: 'string' },
    'previous-hash': { type: 'string' },
    salt: { type: 'string' },
    params: { type: 'string', default: '{}' },
    actions: { type: 'string', default: '[]' },
    config: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const name = values.engine as EngineName | undefined;
const engine = name ? ENGINES[name] : undefined;
if (!name || !engine) fail(`--engine is one of ${Object.keys(ENGINES).join(', ')}`);
const config: unknown = values.config ? JSON.parse(values.config) : REPRESENTATIVE[name]?.config;
if (config === undefined) fail(`no configuration for ${name}: pass --config`);

/** The float source of the round, recording each float drawn so they can be printed. */
function recorded(source: FloatSource): FloatSource & { floats: number[] } {
  const floats: number[] = [];
  return {
    floats,
    next() {
      const value = source.next();
      floats.push(value);
      return value;
    },
  };
}

let rng: ReturnType<typeof recorded>;
if (name === 'crash') {
  const gameHash = values['game-hash'];
  const salt = values.salt ?? (config as { salt: string }).salt;
  if (!gameHash) fail('crash rounds are verified from --game-hash (and --salt)');
  if (values['previous-hash'])
    console.log(
      `chain: sha256(game hash) ${followsInChain(gameHash, values['previous-hash']) ? 'is' : 'is NOT'} the previous hash`,
    );
  console.log(
    `X = ${crashFloatOf(gameHash, salt)}, crash point ${(crashPointOf(gameHash, salt) / 100).toFixed(2)}x`,
  );
  rng = recorded(crashFloats(gameHash, salt));
} else {
  const serverSeed = values['server-seed'];
  const clientSeed = values['client-seed'];
  if (!serverSeed || clientSeed === undefined) fail('--server-seed and --client-seed are needed');
  const hash = hashServerSeed(serverSeed);
  if (values['server-seed-hash'])
    console.log(
      `commitment: sha256(server seed) ${hash === values['server-seed-hash'] ? 'matches' : 'does NOT match'} the hash shown before the rounds`,
    );
  else console.log(`sha256(server seed) = ${hash}`);
  rng = recorded(fairFloats({ serverSeed, clientSeed, nonce: Number(values.nonce) }));
}

const params = engine.parseParams(config, JSON.parse(values.params));
let step = engine.machine.start(config, params, rng);
for (const input of JSON.parse(values.actions) as unknown[]) {
  if (step.finished) break;
  if (!engine.parseAction || !engine.machine.act) fail(`${name} takes no actions`);
  step = engine.machine.act(config, step.state, engine.parseAction(config, step.state, input), rng);
}
// A crash bet still in at the bust is settled there: its auto cash-out if the crash point reached it, else lost.
if (name === 'crash' && !step.finished && engine.machine.settleAbandoned) {
  step = engine.machine.settleAbandoned(config, step.state, rng);
  console.log('settled at the bust');
}
console.log(`floats drawn: ${rng.floats.map((f) => f.toFixed(10)).join(', ')}`);
console.log(`state: ${JSON.stringify(step.state)}`);
console.log(`stake ${step.stake}, win ${step.win}, ${step.finished ? 'finished' : 'still open'}`);
