import type { Db } from '../../db/database.ts';
import type { PaymentAction } from '@casino/api/payments';

/** The enabled methods of a currency and action with their limits, in display order. */
export async function findMethodsWithLimits(db: Db, currency: string, action: PaymentAction) {
  return db
    .selectFrom('payment_methods as m')
    .innerJoin('payment_method_limits as l', 'l.method_id', 'm.id')
    .select([
      'm.id',
      'm.brand',
      'm.type',
      'm.provider',
      'm.title',
      'm.countries',
      'm.licences',
      'm.hidden_for_groups',
      'm.deposit_processing',
      'm.cashout_processing',
      'm.saves_profiles',
      'l.min_cents',
      'l.max_cents',
      'l.fee_basis_points',
      'l.fee_fixed_cents',
    ])
    .where('m.enabled', '=', true)
    .where('l.currency', '=', currency)
    .where('l.action', '=', action)
    .orderBy('m.position')
    .execute();
}

export type MethodRow = Awaited<ReturnType<typeof findMethodsWithLimits>>[number];

export async function findNetworks(db: Db, currency: string) {
  return db
    .selectFrom('crypto_networks')
    .select(['network', 'title', 'confirmations'])
    .where('currency', '=', currency)
    .orderBy('position')
    .execute();
}

/** The player's saved profiles (cards for one-click deposits), newest first. */
export async function findProfiles(db: Db, playerId: number) {
  return db
    .selectFrom('payment_profiles')
    .select(['id', 'method_id', 'title', 'details'])
    .where('player_id', '=', playerId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}
