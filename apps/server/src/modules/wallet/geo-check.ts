import type { Transaction } from 'kysely';
import { WALLET_ERRORS } from '@casino/api/play';
import type { Database } from '../../db/schema.ts';
import { disabledProvidersIn, readProvidersConfig } from '../games/games.service.ts';
import type { WalletCall } from './wallet-call.ts';
import { WalletError } from './wallet-error.ts';

/**
 * Code 153: a bet on a provider the providers-config hides in the player's country (spec 01 section 5). The studio's
 * server calls from its own address, so the country is the player's registered one, not the request's.
 */
export async function assertGeoAllowed(
  trx: Transaction<Database>,
  call: WalletCall,
): Promise<void> {
  const document = await readProvidersConfig(trx);
  if (document === null) return;
  const player = await trx
    .selectFrom('players')
    .select('country')
    .where('id', '=', call.playerId)
    .executeTakeFirst();
  if (
    player &&
    disabledProvidersIn(document, player.country.toUpperCase()).includes(call.session.provider)
  )
    throw new WalletError(
      WALLET_ERRORS.GEO_RESTRICTED,
      'Game is not available in the player country',
    );
}
