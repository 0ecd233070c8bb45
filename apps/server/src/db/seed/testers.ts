import { sql } from 'kysely';
import { hash } from '@node-rs/argon2';
import type { Db } from '../database.ts';
import { openWalletLedger } from '../../modules/ledger/ledger.service.ts';
import { withNicknameKey } from '../../lib/nickname-columns.ts';

/**
 * Development password of the seeded testers (README, Testers). It is public, so production seeds the accounts only
 * when the operator sets SEED_TESTERS (config.ts `seedsTesters`), and should then change it after the first start.
 */
export const TESTER_PASSWORD = 'OpenCasino-Tester-2026';

// The same argon2id cost as player passwords (OWASP baseline: 19 MiB, 2 passes, 1 lane).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

interface TesterSeed {
  email: string;
  nickname: string;
  statusId: number;
  firstName: string;
}

/** Spec 01 section 6: testers are status 21 (Test) or 916 (alternate tester); they see notices, all manage-pages and /ffc. */
export const TESTER_SEEDS: readonly TesterSeed[] = [
  { email: 'tester@open-casino.local', nickname: 'Tester', statusId: 21, firstName: 'Tess' },
  {
    email: 'alt-tester@open-casino.local',
    nickname: 'AltTester',
    statusId: 916,
    firstName: 'Alex',
  },
];

/** Inserts the tester accounts that are missing (confirmed, complete profile, an active EUR wallet); never touches existing ones. */
export async function seedTesters(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('players')
    .select(sql<string>`lower(email)`.as('email'))
    .where(
      sql<string>`lower(email)`,
      'in',
      TESTER_SEEDS.map((t) => t.email),
    )
    .execute();
  const known = new Set(existing.map((row) => row.email));
  const missing = TESTER_SEEDS.filter((t) => !known.has(t.email));
  if (missing.length === 0) return;
  const passwordHash = await hash(TESTER_PASSWORD, ARGON2_OPTIONS);
  await db.transaction().execute(async (trx) => {
    for (const tester of missing) {
      const player = await trx
        .insertInto('players')
        .values({
          email: tester.email,
          password_hash: passwordHash,
          ...withNicknameKey({ nickname: tester.nickname }),
          first_name: tester.firstName,
          last_name: 'Tester',
          date_of_birth: '1990-01-15',
          gender: 'f',
          country: 'CA',
          city: 'Toronto',
          address: '100 King Street West',
          postal_code: 'M5X 1A9',
          state: 'Ontario',
          mobile_phone: '+1 416 555 0100',
          currency: 'EUR',
          language: 'en',
          license_name: 'CW',
          confirmed_at: new Date(),
          terms_accepted_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('player_groups')
        .values({ player_id: player.id, status_id: tester.statusId, created_at: new Date() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('accounts')
        .values({ player_id: player.id, currency: 'EUR', active: true, created_at: new Date() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await openWalletLedger(trx, player.id, 'EUR');
    }
  });
}
