import { deviceOf } from '~/features/games/device';
import { gamePath, primaryHref } from '~/features/games/game-links';
import { isGameLike } from '~/features/games/paging';
import { CRYPTO_CODES } from '@casino/domain/currency';
import { isUnsupportedCurrency } from '~/features/games/tile-lock';

/**
 * GET /api/games/random for a list (collection and/or provider) and where the picked game opens: as its tile's art
 * would (real play for a player, else the demo, else registration). Loaded on the card's first click.
 */
export async function pickRandomGame(
  list: { collection?: string | undefined; provider?: string | undefined },
  viewer: { signedIn: boolean; currency: string | null },
): Promise<string> {
  const { api } = await import('~/lib/api');
  const game = await api.request('GET', '/api/games/random', {
    query: {
      device: deviceOf(navigator.userAgent),
      collection: list.collection,
      provider: list.provider,
    },
  });
  if (!isGameLike(game)) throw new TypeError('random game: unexpected answer');
  return (
    primaryHref(
      game,
      viewer.signedIn,
      isUnsupportedCurrency(game, viewer.currency, CRYPTO_CODES),
    ) ?? gamePath(game)
  );
}
