import type { EngineName } from './engine.ts';

/** What the catalogue knows of a game (its row): enough to derive the studio configuration it plays. */
export interface CatalogueGameFacts {
  identifier: string;
  title: string;
  /** The catalogue's kind: slot, crash, dice, lottery, table, live. */
  kind: string;
  /** The art theme (egypt, fruit, blackjack, roulette, game-show...). */
  theme: string;
  /** low, medium-low, medium, medium-high, high, very-high. */
  volatility: string;
  lines: number | null;
  ways: number | null;
}

/** A catalogue game as the studio plays it: the engine, its configuration (JSON) and how its client draws it. */
export interface StudioGame {
  engine: EngineName;
  config: unknown;
  presentation: {
    theme: string;
    /** The live category's tables: drawn as a dealer's table with a host and a round clock. */
    live: boolean;
  };
}
