import type { Db } from '../../db/database.ts';
import { dataChanged } from '../../lib/data-generation.ts';

/** The data-set name of the catalogue in lib/data-generation.ts. */
export const CATALOGUE_DATA = 'catalogue';

/**
 * Our code wrote the catalogue of `db` (providers, collections, games, their collections and currencies, the
 * providers-config document): the in-memory catalogue cache (catalogue-cache.ts) drops what it holds. Every write
 * path of the catalogue calls it after its write is committed.
 */
export function catalogueChanged(db: Db): void {
  dataChanged(db, CATALOGUE_DATA);
}
