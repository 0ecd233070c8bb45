import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Player } from '@casino/api/player';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** The profile row and its statuses in one query (the statuses come as a JSON array from a correlated subquery). */
function selectProfile(db: Db, playerId: number) {
  return db
    .selectFrom('players as p')
    .select([
      'p.id',
      'p.email',
      'p.nickname',
      'p.first_name',
      'p.last_name',
      'p.gender',
      'p.country',
      'p.city',
      'p.address',
      'p.postal_code',
      'p.state',
      'p.mobile_phone',
      'p.personal_id_number',
      'p.currency',
      'p.language',
      'p.receive_promos',
      'p.receive_sms_promos',
      'p.receive_promos_via_phone_calls',
      'p.agreed_to_partner_promotions',
      'p.created_at',
      'p.current_sign_in_at',
      'p.confirmed_at',
      'p.terms_accepted_at',
      'p.verified',
      'p.sumsub_verified',
      'p.two_factor_enabled',
      'p.can_issue_bonuses',
      'p.deposit_bonus_code',
      'p.autoregistered',
      'p.profession',
      'p.sow_questionnaire_expires_at',
      'p.license_name',
      // A date column would come back as a local-midnight Date from pg; the wire wants the calendar date as written.
      sql<string | null>`to_char(p.date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('player_groups as g')
            .innerJoin('statuses as s', 's.id', 'g.status_id')
            .select(['s.id', 's.name'])
            .whereRef('g.player_id', '=', 'p.id')
            .orderBy('s.id'),
        ).as('statuses'),
    ])
    .where('p.id', '=', playerId)
    .executeTakeFirst();
}

/** Fields of spec 03 section 1.1 that a signed-in player has not provided yet, which the client must ask for. */
function authFieldsMissed(row: { terms_accepted_at: Date | null }): string[] {
  return row.terms_accepted_at ? [] : ['terms_acceptance'];
}

/** The User of spec 03 section 1.1 for a player: every listed field, statuses as {id, name}. */
export async function serializePlayer(db: Db, playerId: number): Promise<Player> {
  const row = await selectProfile(db, playerId);
  if (!row) throw notFound('Player not found');
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender,
    city: row.city,
    address: row.address,
    postal_code: row.postal_code,
    country: row.country,
    date_of_birth: row.date_of_birth,
    state: row.state,
    mobile_phone: row.mobile_phone,
    personal_id_number: row.personal_id_number,
    currency: row.currency,
    language: row.language,
    receive_promos: row.receive_promos,
    receive_sms_promos: row.receive_sms_promos,
    receive_promos_via_phone_calls: row.receive_promos_via_phone_calls,
    agreed_to_partner_promotions: row.agreed_to_partner_promotions,
    created_at: row.created_at.toISOString(),
    current_sign_in_at: iso(row.current_sign_in_at),
    confirmed_at: iso(row.confirmed_at),
    verified: row.verified,
    two_factor_enabled: row.two_factor_enabled,
    can_issue_bonuses: row.can_issue_bonuses,
    autoregistered: row.autoregistered,
    sumsub_verified: row.sumsub_verified,
    deposit_bonus_code: row.deposit_bonus_code,
    // Mirror-domain autologin links are issued on demand by /api/sso (spec 03 section 21), never stored on the profile.
    autologin_link: null,
    profession: row.profession,
    sow_questionnaire_expires_at: iso(row.sow_questionnaire_expires_at),
    license_name: row.license_name,
    auth_fields_missed: authFieldsMissed(row),
    statuses: row.statuses.map((s) => ({ id: s.id, name: s.name })),
  };
}
