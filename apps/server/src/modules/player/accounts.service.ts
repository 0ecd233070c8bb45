import type { Account } from '@casino/api/player';
import { VALIDATION } from '@casino/domain/validation-keys';
import type { Db } from '../../db/database.ts';
import { validationError } from '../../http/errors.ts';
import { activateAccount, currencyExists, openAccount } from './accounts.repository.ts';
import { serializeAccount } from './accounts.serializer.ts';
import { findWallet, openWalletLedger } from '../ledger/ledger.service.ts';

/**
 * POST /api/player/accounts (spec 03 section 3): opens the wallet of a known currency (fiat or crypto) if the player
 * has none yet and makes it the active one, in one transaction. The profile currency follows the active wallet,
 * which is why the client reloads the profile afterwards.
 */
export async function selectAccount(db: Db, playerId: number, currency: string): Promise<Account> {
  if (!(await currencyExists(db, currency)))
    throw validationError({ currency: [VALIDATION.CURRENCY_INVALID] });
  return db.transaction().execute(async (trx) => {
    // Serialises concurrent selections of one player: each sees the other's committed active flag.
    await trx.selectFrom('players').select('id').where('id', '=', playerId).forUpdate().execute();
    await openAccount(trx, playerId, currency);
    await openWalletLedger(trx, playerId, currency);
    await activateAccount(trx, playerId, currency);
    await trx.updateTable('players').set({ currency }).where('id', '=', playerId).execute();
    const wallet = await findWallet(trx, playerId, currency);
    if (!wallet) throw new Error('the wallet just opened is missing');
    return serializeAccount(wallet);
  });
}

/** The Account (spec 03 section 1.2) of one of the player's wallets, as GET /api/player/accounts shows it. */
export async function accountOf(
  db: Db,
  playerId: number,
  currency: string,
): Promise<Account | undefined> {
  const wallet = await findWallet(db, playerId, currency);
  return wallet ? serializeAccount(wallet) : undefined;
}
