import type { Provider } from '@casino/api/games';
import type { TileGame } from '~/features/games/tile-game';

/** What the favourites page's loader hands its component. */
export interface FavoritesPageData {
  signedIn: boolean;
  games: TileGame[];
  providers: Provider[];
  title: string;
  /** The list could not be loaded (the page says so instead of showing "no favourites"). */
  failed: boolean;
}
