// Change counters per database and data set: code that writes a data set through our own layer calls dataChanged,
// and in-memory caches of that data set compare generations to know that what they hold is stale.

const generations = new WeakMap<object, Map<string, number>>();

/** How many times `dataSet` of `db` has been marked changed in this process (0 before the first change). */
export function dataGeneration(db: object, dataSet: string): number {
  return generations.get(db)?.get(dataSet) ?? 0;
}

/** Marks `dataSet` of `db` as changed: caches holding an older generation drop what they hold. */
export function dataChanged(db: object, dataSet: string): void {
  let counters = generations.get(db);
  if (!counters) generations.set(db, (counters = new Map()));
  counters.set(dataSet, (counters.get(dataSet) ?? 0) + 1);
}
