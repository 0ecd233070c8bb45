import type { Db } from '../../db/database.ts';
import type { LedgerKind, SystemLedgerKind } from '../../db/tables/ledger.ts';

/** Shards per system account and currency: a transfer touches the shard of its player (spec 04 section 1). */
export const SYSTEM_SHARDS = 64;
export const SYSTEM_KINDS: readonly SystemLedgerKind[] = [
  'gateway',
  'house',
  'bonus_pool',
  'jackpot',
];

export const isSystemKind = (kind: LedgerKind): kind is SystemLedgerKind =>
  (SYSTEM_KINDS as readonly string[]).includes(kind);

export const shardOf = (playerId: number): number => playerId % SYSTEM_SHARDS;

/**
 * Creates every system account of every currency (kinds x shards) that does not exist yet: run by the seed at every
 * start (a currency added later gets its accounts then), so transfers only ever read these rows.
 */
export async function ensureSystemAccounts(db: Db): Promise<void> {
  const currencies = await db.selectFrom('currencies').select('code').execute();
  const rows = currencies.flatMap(({ code }) =>
    SYSTEM_KINDS.flatMap((kind) =>
      Array.from({ length: SYSTEM_SHARDS }, (_, shard) => ({ kind, currency: code, shard })),
    ),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('ledger_accounts')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) =>
        oc.columns(['kind', 'currency', 'shard']).where('player_id', 'is', null).doNothing(),
      )
      .execute();
  }
}
