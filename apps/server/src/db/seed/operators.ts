import { sql } from 'kysely';
import type { OperatorRole } from '@casino/api/backoffice';
import type { Db } from '../database.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';

/**
 * Development sign-in of the seeded operators (README, Testers): public, so like the player testers they are created
 * outside production only, or in production when the operator sets SEED_TESTERS (and then changes both at once).
 */
export const OPERATOR_PASSWORD = 'OpenCasino-Operator-2026';
/** Their shared TOTP secret (base32, 160 bits), to type into an authenticator app. */
export const OPERATOR_TOTP_SECRET = 'OPENCASINOBACKOFFICEDEVSECRET234';

interface OperatorSeed {
  email: string;
  name: string;
  role: OperatorRole;
}

/** An admin who decides cashouts and a support operator who may only read. */
export const OPERATOR_SEEDS: readonly OperatorSeed[] = [
  { email: 'operator@open-casino.local', name: 'Olive Operator', role: 'admin' },
  { email: 'support@open-casino.local', name: 'Sam Support', role: 'support' },
];

/** Inserts the seeded operators that are missing; never touches existing ones (a changed password stays changed). */
export async function seedOperators(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('operators')
    .select(sql<string>`lower(email)`.as('email'))
    .execute();
  const known = new Set(existing.map((row) => row.email));
  const missing = OPERATOR_SEEDS.filter((seed) => !known.has(seed.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(OPERATOR_PASSWORD);
  await db
    .insertInto('operators')
    .values(
      missing.map((seed) => ({
        ...seed,
        password_hash: passwordHash,
        totp_secret: OPERATOR_TOTP_SECRET,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
