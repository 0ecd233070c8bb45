import type { EngineName } from '@casino/games/engine';
import type { GameClientModule } from './client-contract';

type Loader = () => Promise<GameClientModule | null>;

/**
 * The table games' clients (roulette, blackjack, baccarat, crash, wheel) are built in ./tables, one
 * `<engine>-client.tsx` each exporting `client: GameClientModule`. Found by a lazy glob, each stays its own chunk and
 * a file not written yet leaves its engine without a client (the frame says the game cannot be shown) instead of
 * breaking the build.
 */
const TABLE_CLIENTS = import.meta.glob<{ client?: GameClientModule }>('./tables/*-client.{ts,tsx}');

function table(engine: EngineName): Loader {
  return async () => {
    const load =
      TABLE_CLIENTS[`./tables/${engine}-client.tsx`] ??
      TABLE_CLIENTS[`./tables/${engine}-client.ts`];
    return load ? ((await load()).client ?? null) : null;
  };
}

/** Engine name -> its client module, imported only when that game's frame opens. */
export const GAME_CLIENTS: Record<EngineName, Loader> = {
  slot: () => import('./slot/slot-client').then((module) => module.client),
  dice: () => import('./dice/dice-client').then((module) => module.client),
  limbo: () => import('./limbo/limbo-client').then((module) => module.client),
  plinko: () => import('./plinko/plinko-client').then((module) => module.client),
  mines: () => import('./mines/mines-client').then((module) => module.client),
  keno: () => import('./keno/keno-client').then((module) => module.client),
  roulette: table('roulette'),
  blackjack: table('blackjack'),
  baccarat: table('baccarat'),
  crash: table('crash'),
  wheel: table('wheel'),
};
