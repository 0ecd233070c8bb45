import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { SESSION_COOKIE } from '../../http/session.ts';
import { failureBucket } from './auth-rate-limits.ts';
import { createAgent, createTestApp, type Agent, type TestApp } from '../../../test/harness.ts';

// Test kit of the account calls: an app behind a proxy on loopback (trusted for X-Forwarded-For and a geo header), the
// reference rows these tests need (upserted, so a seed written elsewhere neither breaks nor is needed), and
// browser-like agents each with their own IP and country.

export const GEO_HEADER = 'x-country';

const CURRENCIES = [
  ['EUR', '€', 100, true],
  ['CAD', 'C$', 100, true],
  ['USD', '$', 100, true],
  ['BTC', '₿', 100_000_000, false],
] as const;
/** CA and DE open, EE open for login only (its rule lives in the domain), FR partially and US fully restricted. */
const COUNTRIES = [
  ['CA', 'Canada', 'CAD', 'en-CA', 'none', 18],
  ['DE', 'Germany', 'EUR', 'de', 'none', 18],
  ['EE', 'Estonia', 'EUR', 'et', 'none', 21],
  ['FR', 'France', 'EUR', null, 'partial', 18],
  ['US', 'United States', 'USD', null, 'full', 18],
] as const;
const AB_GROUPS = [
  [543, 'A/B even'],
  [544, 'A/B odd'],
] as const;

export async function ensureAuthReference(db: Db): Promise<void> {
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
      COUNTRIES.map(([code, name, default_currency, default_locale, restriction, min_age]) => ({
        code,
        name,
        default_currency,
        default_locale,
        restriction,
        min_age,
      })),
    )
    .onConflict((oc) =>
      oc.column('code').doUpdateSet((eb) => ({ restriction: eb.ref('excluded.restriction') })),
    )
    .execute();
  await db
    .insertInto('statuses')
    .values(
      AB_GROUPS.map(([id, name]) => ({
        id,
        name,
        kind: 'group' as const,
        writable: true,
        min_points: null,
        max_points: null,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function createAuthTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ GEO_HEADER, TRUST_PROXY: 'loopback', ...env });
  await ensureAuthReference(t.db);
  return t;
}

let ipSequence = 0;

/** A browser from its own address (so per-IP limits of one test do not leak into another) in `country`. */
export function browser(
  t: TestApp,
  country = 'CA',
  ip = `10.0.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`,
): Agent {
  return createAgent(t.app, { headers: { 'x-forwarded-for': ip, [GEO_HEADER]: country } });
}

export const uniqueEmail = (prefix = 'player'): string =>
  `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
export const PASSWORD = 'Secret123!';

export function registrationUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    currency: 'EUR',
    date_of_birth: '1990-05-17',
    terms_acceptance: true,
    ...overrides,
  };
}

/** Registers through the API and answers the new player's id and e-mail; the agent is then signed in. */
export async function registerThrough(
  agent: Agent,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; email: string }> {
  const user = registrationUser(overrides);
  const res = await agent.post('/api/users', { user });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return { id: res.json<{ id: number }>().id, email: String(user.email) };
}

export function signInBody(email: string, password = PASSWORD) {
  return { user: { email, password, dfpc: '' } };
}

/** The failed sign-ins counted for an address over every window of the account lock. */
export async function signInFailuresOf(db: Db, email: string): Promise<number> {
  const rows = await db
    .selectFrom('rate_limit_hits')
    .select('hits')
    .where('bucket', '=', failureBucket(email))
    .execute();
  return rows.reduce((sum, row) => sum + row.hits, 0);
}

export const sessionCookieOf = (agent: Agent): string | undefined => agent.jar.get(SESSION_COOKIE);

/** The latest e-mail of a template to an address, and the token its link carries. */
export async function latestEmail(db: Db, recipient: string, template: string) {
  const row = await db
    .selectFrom('email_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .where('template', '=', template)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new Error(`no ${template} e-mail to ${recipient}`);
  const link = /https?:\/\/\S+/.exec(row.body_text)?.[0] ?? '';
  return { ...row, link, tokenOf: (param: string) => new URL(link).searchParams.get(param) ?? '' };
}
