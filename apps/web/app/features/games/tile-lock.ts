import type { Game } from '@casino/api/games';

/**
 * Spec 02 section 5, tile lock: "a lock overlay with an unsupported-currency message shows when logged in, the
 * game has no entry for the user's currency and the currency is not crypto". `currency` is null for a guest;
 * `cryptoCurrencies` are the crypto codes (spec 01 section 3), which a player's page data carries
 * (RootData.cryptoCurrencies) so that the currency tables stay out of every visitor's first page.
 */
export function isUnsupportedCurrency(
  game: Pick<Game, 'currencies'>,
  currency: string | null,
  cryptoCurrencies: readonly string[],
): boolean {
  if (currency === null) return false;
  return !(currency in game.currencies) && !cryptoCurrencies.includes(currency.toUpperCase());
}
