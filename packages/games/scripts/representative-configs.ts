import { baccaratConfigFor } from '../src/baccarat/baccarat-engine.ts';
import { blackjackConfigFor } from '../src/blackjack/blackjack-engine.ts';
import { crashConfigFor } from '../src/crash/crash-engine.ts';
import type { DiceConfig } from '../src/dice/dice.ts';
import type { EngineName } from '../src/engine.ts';
import { kenoConfigFor } from '../src/keno/keno-engine.ts';
import { limboConfigFor } from '../src/limbo/limbo-engine.ts';
import { minesConfigFor } from '../src/mines/mines-engine.ts';
import { plinkoConfigFor } from '../src/plinko/plinko-engine.ts';
import { pokerConfigFor } from '../src/poker/poker-engine.ts';
import { rouletteConfigFor } from '../src/roulette/roulette-engine.ts';
import { wheelConfigFor } from '../src/wheel/wheel-engine.ts';

const dice: DiceConfig = { edgeBasisPoints: 100, minBet: 10, maxBet: 500_000 };

/** A configuration per engine like the catalogue's, with a short label; the scripts skip an engine without one. */
export const REPRESENTATIVE: Partial<Record<EngineName, { label: string; config: unknown }>> = {
  dice: { label: 'edge 1 %, under 50', config: dice },
  limbo: { label: 'target 2.00x', config: limboConfigFor() },
  crash: { label: 'auto cash-out 2.00x', config: crashConfigFor() },
  plinko: { label: 'seed 0, all rows/risks', config: plinkoConfigFor(0) },
  mines: { label: 'edge 1 %, plans >= 5 %', config: minesConfigFor() },
  keno: { label: 'seed 0, all picks/risks', config: kenoConfigFor(0) },
  wheel: { label: 'seed 11: 54 seg. medium', config: wheelConfigFor(11) },
  roulette: { label: 'European, red', config: rouletteConfigFor(0) },
  blackjack: { label: 'optimal play', config: blackjackConfigFor(0) },
  baccarat: { label: 'punto banco, banker', config: baccaratConfigFor('punto-banco') },
  poker: { label: 'three card, optimal play', config: pokerConfigFor(0) },
};
