import { baccaratConfigFor } from './baccarat/baccarat-engine.ts';
import { blackjackConfigFor } from './blackjack/blackjack-engine.ts';
import type { CatalogueGameFacts, StudioGame } from './catalogue-game.ts';
import { crashConfigFor } from './crash/crash-engine.ts';
import { diceConfigFor } from './dice/dice-engine.ts';
import type { EngineName } from './engine.ts';
import { kenoConfigFor } from './keno/keno-engine.ts';
import { limboConfigFor } from './limbo/limbo-engine.ts';
import { minesConfigFor } from './mines/mines-engine.ts';
import { plinkoConfigFor } from './plinko/plinko-engine.ts';
import { pokerConfigFor } from './poker/poker-engine.ts';
import { rouletteConfigFor } from './roulette/roulette-engine.ts';
import { slotGameFor } from './slots/slot-catalogue.ts';
import { wheelConfigFor } from './wheel/wheel-engine.ts';

/** A stable number from a game's identifier (FNV-1a), so the same row always gets the same configuration. */
export function identifierSeed(identifier: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < identifier.length; i++) {
    hash ^= identifier.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const has = (title: string, ...words: string[]) =>
  words.some((word) => title.toLowerCase().includes(word.toLowerCase()));

/** The engine a non-slot row plays, from its kind, theme and the game its title names. */
function tableEngineOf(facts: CatalogueGameFacts): EngineName | null {
  const { kind, theme, title } = facts;
  if (kind === 'crash') return 'crash';
  if (kind === 'dice') {
    if (has(title, 'plinko')) return 'plinko';
    if (has(title, 'mines', 'tower')) return 'mines';
    if (has(title, 'limbo')) return 'limbo';
    return 'dice';
  }
  if (kind === 'lottery') {
    if (has(title, 'ball blast')) return 'plinko';
    if (has(title, 'wheel')) return 'wheel';
    return 'keno';
  }
  if (theme === 'game-show') return 'wheel';
  if (has(title, 'blackjack')) return 'blackjack';
  if (has(title, 'roulette')) return 'roulette';
  if (has(title, 'baccarat', 'dragon tiger')) return 'baccarat';
  if (has(title, 'poker', "hold'em")) return 'poker';
  return null;
}

function tableConfig(engine: EngineName, facts: CatalogueGameFacts, seed: number): unknown {
  switch (engine) {
    case 'crash':
      return crashConfigFor();
    case 'dice':
      return diceConfigFor();
    case 'limbo':
      return limboConfigFor();
    case 'plinko':
      return plinkoConfigFor(seed);
    case 'mines':
      return minesConfigFor();
    case 'keno':
      return kenoConfigFor(seed);
    case 'wheel':
      return wheelConfigFor(seed);
    case 'roulette':
      return rouletteConfigFor(seed);
    case 'blackjack':
      return blackjackConfigFor(seed);
    case 'baccarat':
      return baccaratConfigFor(has(facts.title, 'dragon tiger') ? 'dragon-tiger' : 'punto-banco');
    case 'poker':
      return pokerConfigFor(seed);
    case 'slot':
      throw new Error('slots are configured by slotGameFor');
  }
}

/**
 * The studio game a catalogue row plays (issue 10 section 1): slots by their own generator, the other kinds by the
 * game their title names; live rows get the live-table presentation. Null for a row no studio engine can play.
 */
export function studioGameFor(facts: CatalogueGameFacts): StudioGame | null {
  if (facts.kind === 'slot') return slotGameFor(facts);
  const seed = identifierSeed(facts.identifier);
  const presentation = { theme: facts.theme, live: facts.kind === 'live' };
  const engine = tableEngineOf(facts);
  if (!engine) return null;
  return { engine, config: tableConfig(engine, facts, seed), presentation };
}
