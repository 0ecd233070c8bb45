import type { Db } from '../database.ts';
import { seedReference } from './reference.ts';
import { seedTesters } from './testers.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedCms } from './cms.ts';

/** Idempotent: every seed upserts, so running it on each start keeps reference data current without duplicates. */
export async function seedDatabase(db: Db): Promise<void> {
  await seedReference(db);
  await seedTesters(db);
  await seedCatalogue(db);
  await seedCms(db);
}
