import type { Game } from '@casino/api/games';
import type { PlayMode } from '~/features/games/game-links';
import type { TileGame } from '~/features/games/tile-game';

/** What the game page's loader hands its component. */
export interface GamePageData {
  game: Game;
  mode: PlayMode;
  providerName: string;
  /** The player's selected wallet's currency (the tile lock's and the launch's); null for a guest. */
  currency: string | null;
  /** Real play: the profile fields the provider's player_fields context requires (spec 02 section 5); else empty. */
  requiredFields: string[];
  /** The game's collections that have a page, with their names. */
  categories: { slug: string; title: string }[];
  moreGames: TileGame[];
  seo: { title: string; description: string };
}
