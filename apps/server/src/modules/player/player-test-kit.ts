import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PlayersTable } from '../../db/tables/accounts.ts';
import { SESSION_COOKIE, hashToken, newSessionToken } from '../../http/session.ts';
import { createAgent, type Agent } from '../../../test/harness.ts';
import { withNicknameKey } from '../../lib/nickname-columns.ts';

// Test fixtures for the player module: reference rows and players written straight into the database, so these
// tests stand alone while the seeds and the auth endpoints are written elsewhere. Upserts never override a seed.

const CURRENCIES = [
  ['EUR', '€', 100, true],
  ['USD', '$', 100, true],
  ['CAD', 'C$', 100, true],
  ['AUD', 'A$', 100, true],
  ['NZD', 'NZ$', 100, true],
  ['NOK', 'kr', 100, true],
  ['JPY', '¥', 1, true],
  ['BTC', '₿', 100_000_000, false],
  ['ETH', 'Ξ', 100_000_000, false],
  ['USDT', '₮', 100, false],
] as const;

const COUNTRIES = [
  ['CA', 'Canada', 'CAD', 'en-CA', 18],
  ['AU', 'Australia', 'AUD', 'en-AU', 18],
  ['DE', 'Germany', 'EUR', 'de', 18],
  ['NZ', 'New Zealand', 'NZD', 'en-NZ', 18],
  ['IT', 'Italy', 'EUR', 'it', 18],
  ['EE', 'Estonia', 'EUR', 'et', 21],
  ['NO', 'Norway', 'NOK', 'no', 18],
  ['GB', 'United Kingdom', 'EUR', 'en', 18],
] as const;

const LOCALES = [
  'en',
  'de',
  'en-AU',
  'en-CA',
  'fr-CA',
  'en-NZ',
  'no',
  'it',
  'et',
  'en-KW',
] as const;

/** Spec 01 sections 3, 4 and 6: levels, then groups; the player-writable ones are the markers the client sets itself. */
const STATUSES: [number, string, 'level' | 'group', boolean][] = [
  [1117, 'Regular', 'level', false],
  [257, 'Bronze', 'level', false],
  [258, 'Silver', 'level', false],
  [259, 'Gold', 'level', false],
  [255, 'Platinum', 'level', false],
  [759, 'Diamond', 'level', false],
  [256, 'Star', 'level', false],
  [21, 'Test', 'group', false],
  [100, 'Multi-account', 'group', false],
  [543, 'A/B even', 'group', true],
  [544, 'A/B odd', 'group', true],
  [545, 'Live chat', 'group', false],
  [631, 'No bank-transfer brand', 'group', false],
  [851, 'New provider A target', 'group', false],
  [859, 'New provider A popup shown', 'group', true],
  [1030, 'New provider B target', 'group', false],
  [1056, 'New provider B popup shown', 'group', true],
  [1101, 'Lithuania IBAN', 'group', false],
  [1401, 'PWA', 'group', true],
];

const FIELDS: [string, string, number | null, number | null, boolean, string[] | null][] = [
  ['nickname', 'string', 3, 15, false, null],
  ['first_name', 'string', 1, 100, false, null],
  ['last_name', 'string', 1, 100, false, null],
  ['date_of_birth', 'date', null, null, true, null],
  ['gender', 'string', null, null, false, ['m', 'f']],
  ['country', 'string', 2, 2, true, null],
  ['city', 'string', 1, 100, false, null],
  ['address', 'string', 1, 255, false, null],
  ['postal_code', 'string', 2, 20, false, null],
  ['state', 'string', null, null, false, null],
  ['mobile_phone', 'string', 8, 30, false, null],
  ['personal_id_number', 'string', 11, 11, false, null],
  ['iban', 'string', null, null, false, null],
];

const seeded = new WeakSet<Db>();

/** The reference rows the player tests rely on, inserted only where the seed did not already put them. */
export async function ensureReferenceRows(db: Db): Promise<void> {
  if (seeded.has(db)) return;
  await db
    .insertInto('currencies')
    .values(
      CURRENCIES.map(([code, symbol, subunits_to_unit, fiat]) => ({
        code,
        symbol,
        subunits_to_unit,
        fiat,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('countries')
    .values(
      COUNTRIES.map(([code, name, default_currency, default_locale, min_age]) => ({
        code,
        name,
        default_currency,
        default_locale,
        min_age,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('locales')
    .values(LOCALES.map((code) => ({ code, name: code, name_in_locale: code })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('statuses')
    .values(
      STATUSES.map(([id, name, kind, writable]) => ({
        id,
        name,
        kind,
        writable,
        min_points: null,
        max_points: null,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('player_fields')
    .values(
      FIELDS.map(([field, type, min_length, max_length, once_set, inclusion]) => ({
        field,
        type,
        min_length,
        max_length,
        once_set,
        inclusion: inclusion && JSON.stringify(inclusion),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  seeded.add(db);
}

let sequence = 0;

/** A player row with sensible defaults (a Canadian EUR player who accepted the terms); returns its id. */
export async function insertPlayer(
  db: Db,
  overrides: Partial<Insertable<PlayersTable>> = {},
): Promise<number> {
  await ensureReferenceRows(db);
  sequence += 1;
  const row = await db
    .insertInto('players')
    .values(
      withNicknameKey({
        email: `player${sequence}-${Date.now()}@example.test`,
        password_hash: 'not-a-real-hash',
        country: 'CA',
        currency: 'EUR',
        language: 'en',
        license_name: 'CW',
        terms_accepted_at: new Date(),
        current_sign_in_at: new Date(),
        ...overrides,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A signed-in client: a session row for the player and an agent carrying its cookie. */
export async function signInAs(app: FastifyInstance, db: Db, playerId: number): Promise<Agent> {
  const token = newSessionToken();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      player_id: playerId,
      expires_at: new Date(Date.now() + 3600_000),
      ip: null,
      user_agent: null,
    })
    .execute();
  const agent = createAgent(app);
  agent.jar.set(SESSION_COOKIE, token);
  return agent;
}

/** Makes `field` required in `context` (player_field_contexts), whatever the seed decided. */
export async function requireField(db: Db, context: string, field: string): Promise<void> {
  await ensureReferenceRows(db);
  await db
    .insertInto('player_field_contexts')
    .values({ context, field })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
