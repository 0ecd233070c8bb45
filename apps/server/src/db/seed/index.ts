import type { Db } from '../database.ts';
import { seedReference } from './reference.ts';
import { ensureSystemAccounts } from '../../modules/ledger/system-accounts.ts';
import { seedPaymentMethods } from './payments.ts';
import { seedTesters } from './testers.ts';
import { seedOperators } from './operators.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedCms } from './cms.ts';

export interface SeedOptions {
  /**
   * Whether the tester accounts and operators (public passwords, README) are created: `seedsTesters(config)` decides
   * at start.
   */
  testers: boolean;
}

/** Idempotent: every seed upserts, so running it on each start keeps reference data current without duplicates. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await seedReference(db);
  // Every system account of the ledger exists before the first transfer: transfers only read them.
  await ensureSystemAccounts(db);
  await seedPaymentMethods(db);
  if (options.testers) {
    await seedTesters(db);
    await seedOperators(db);
  }
  await seedCatalogue(db);
  await seedCms(db);
}
