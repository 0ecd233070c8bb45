import { sql, type Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/** Players, their groups, wallets, server-side sessions, one-time tokens, the e-mail outbox and rate-limit windows. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE players (
      id bigserial PRIMARY KEY,
      email text NOT NULL,
      password_hash text NOT NULL,
      nickname text,
      first_name text,
      last_name text,
      date_of_birth date,
      gender text,
      country char(2) NOT NULL REFERENCES countries(code),
      city text,
      address text,
      postal_code text,
      state text,
      mobile_phone text,
      personal_id_number text,
      receive_promos boolean NOT NULL DEFAULT false,
      receive_sms_promos boolean NOT NULL DEFAULT false,
      receive_promos_via_phone_calls boolean NOT NULL DEFAULT false,
      agreed_to_partner_promotions boolean NOT NULL DEFAULT false,
      currency text NOT NULL REFERENCES currencies(code),
      language text NOT NULL,
      license_name text NOT NULL,
      confirmed_at timestamptz,
      terms_accepted_at timestamptz,
      verified boolean NOT NULL DEFAULT false,
      sumsub_verified boolean,
      two_factor_secret text,
      two_factor_pending_secret text,
      two_factor_enabled boolean NOT NULL DEFAULT false,
      can_issue_bonuses boolean NOT NULL DEFAULT true,
      deposit_bonus_code text,
      autoregistered boolean NOT NULL DEFAULT false,
      profession text,
      sow_questionnaire_expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      current_sign_in_at timestamptz,
      last_sign_in_at timestamptz,
      sign_in_count integer NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX players_email_key ON players (lower(email));
    CREATE UNIQUE INDEX players_nickname_key ON players (lower(nickname)) WHERE nickname IS NOT NULL;

    CREATE TABLE player_groups (
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      status_id integer NOT NULL REFERENCES statuses(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (player_id, status_id)
    );

    CREATE TABLE accounts (
      id bigserial PRIMARY KEY,
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      currency text NOT NULL REFERENCES currencies(code),
      amount_cents bigint NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
      available_to_cashout_cents bigint NOT NULL DEFAULT 0 CHECK (available_to_cashout_cents >= 0),
      active boolean NOT NULL DEFAULT false,
      hidden_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (player_id, currency),
      CHECK (available_to_cashout_cents <= amount_cents)
    );
    CREATE UNIQUE INDEX accounts_one_active ON accounts (player_id) WHERE active;

    CREATE TABLE sessions (
      id text PRIMARY KEY,
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ip text,
      user_agent text,
      otp_pending boolean NOT NULL DEFAULT false
    );
    CREATE INDEX sessions_player_idx ON sessions (player_id);
    CREATE INDEX sessions_expires_idx ON sessions (expires_at);

    CREATE TABLE auth_tokens (
      token_hash text PRIMARY KEY,
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('confirmation', 'reset_password')),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX auth_tokens_player_idx ON auth_tokens (player_id, purpose);

    CREATE TABLE email_outbox (
      id bigserial PRIMARY KEY,
      recipient text NOT NULL,
      template text NOT NULL,
      subject text NOT NULL,
      body_text text NOT NULL,
      body_html text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text
    );
    CREATE INDEX email_outbox_unsent_idx ON email_outbox (id) WHERE sent_at IS NULL;
    CREATE INDEX email_outbox_recipient_idx ON email_outbox (lower(recipient), id DESC);

    CREATE TABLE rate_limit_hits (
      bucket text NOT NULL,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL DEFAULT 0,
      PRIMARY KEY (bucket, window_start)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit_hits, email_outbox, auth_tokens, sessions, accounts, player_groups, players`.execute(
    db,
  );
}
