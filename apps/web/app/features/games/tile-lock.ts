import type { Game } from '@casino/api/games';
import { isCrypto } from '@casino/domain/currency';

/**
 * Spec 02 section 5, tile lock: "a lock overlay with an unsupported-currency message shows when logged in, the
 * game has no entry for the user's currency and the currency is not crypto". `currency` is null for a guest.
 */
export function isUnsupportedCurrency(game: Pick<Game, 'currencies'>, currency: string | null): boolean {
  if (currency === null) return false;
  return !(currency in game.currencies) && !isCrypto(currency);
}
