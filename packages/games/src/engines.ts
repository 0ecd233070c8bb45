import { baccaratEngine } from './baccarat/baccarat-engine.ts';
import { blackjackEngine } from './blackjack/blackjack-engine.ts';
import { crashEngine } from './crash/crash-engine.ts';
import { diceEngine } from './dice/dice-engine.ts';
import type { EngineName, GameEngine } from './engine.ts';
import { kenoEngine } from './keno/keno-engine.ts';
import { limboEngine } from './limbo/limbo-engine.ts';
import { minesEngine } from './mines/mines-engine.ts';
import { plinkoEngine } from './plinko/plinko-engine.ts';
import { pokerEngine } from './poker/poker-engine.ts';
import { rouletteEngine } from './roulette/roulette-engine.ts';
import { slotEngine } from './slots/slot-engine.ts';
import { wheelEngine } from './wheel/wheel-engine.ts';

/** The studio's engines by name: every catalogue game is a configuration of one of them (studio-game.ts). */
export const ENGINES: Record<EngineName, GameEngine> = {
  slot: slotEngine,
  dice: diceEngine,
  limbo: limboEngine,
  crash: crashEngine,
  plinko: plinkoEngine,
  mines: minesEngine,
  keno: kenoEngine,
  wheel: wheelEngine,
  roulette: rouletteEngine,
  blackjack: blackjackEngine,
  baccarat: baccaratEngine,
  poker: pokerEngine,
};
