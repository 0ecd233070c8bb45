import type { Db } from '../database.ts';
import {
  CRYPTO_NETWORK_SEEDS,
  PAYMENT_LIMIT_SEEDS,
  PAYMENT_METHOD_SEEDS,
} from './payments/payment-methods.ts';

/** Payment methods, their limits and the crypto networks follow the code at every start (reference data). */
export async function seedPaymentMethods(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [position, method] of PAYMENT_METHOD_SEEDS.entries()) {
      const row = {
        brand: method.brand,
        type: method.type,
        provider: method.provider,
        title: method.title,
        position,
        countries: method.countries,
        licences: method.licences,
        hidden_for_groups: method.hiddenForGroups,
        deposit_processing: method.depositProcessing,
        cashout_processing: method.cashoutProcessing,
        saves_profiles: method.savesProfiles,
        updated_at: new Date(),
      };
      await trx
        .insertInto('payment_methods')
        .values({ id: method.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    await trx.deleteFrom('payment_method_limits').execute();
    await trx
      .insertInto('payment_method_limits')
      .values(
        PAYMENT_LIMIT_SEEDS.map((limit) => ({
          method_id: limit.method,
          currency: limit.currency,
          action: limit.action,
          min_cents: limit.min,
          max_cents: limit.max,
          fee_basis_points: limit.feeBasisPoints,
        })),
      )
      .execute();
    for (const [position, network] of CRYPTO_NETWORK_SEEDS.entries()) {
      const row = { title: network.title, confirmations: network.confirmations, position };
      await trx
        .insertInto('crypto_networks')
        .values({ currency: network.currency, network: network.network, ...row })
        .onConflict((oc) => oc.columns(['currency', 'network']).doUpdateSet(row))
        .execute();
    }
  });
}
