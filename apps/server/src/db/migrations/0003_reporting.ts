import { sql, type Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * What the browser reports (spec 03 section 18) and the two player-side writes of section 3 that are not profile:
 * contact messages and installable-app events. Rows keep the signed-in player's id when there is one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE TABLE client_logs (
      id bigserial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      player_id bigint REFERENCES players(id) ON DELETE SET NULL,
      ip text,
      user_agent text,
      level text NOT NULL,
      label text NOT NULL,
      message text,
      entry jsonb NOT NULL
    );
    CREATE INDEX client_logs_created_idx ON client_logs (created_at);
    CREATE INDEX client_logs_label_idx ON client_logs (label, created_at);

    CREATE TABLE performance_reports (
      id bigserial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      player_id bigint REFERENCES players(id) ON DELETE SET NULL,
      page text NOT NULL,
      navigation_type text,
      device text,
      ttfb_ms double precision,
      fcp_ms double precision,
      lcp_ms double precision,
      cls double precision,
      inp_ms double precision,
      fid_ms double precision,
      dom_content_loaded_ms double precision,
      load_ms double precision
    );
    CREATE INDEX performance_reports_page_idx ON performance_reports (page, created_at);

    CREATE TABLE network_reports (
      id bigserial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      player_id bigint REFERENCES players(id) ON DELETE SET NULL,
      rtt_ms double precision NOT NULL,
      downlink_mbps double precision NOT NULL,
      effective_type text NOT NULL,
      save_data boolean
    );
    CREATE INDEX network_reports_created_idx ON network_reports (created_at);

    CREATE TABLE validation_metrics (
      id bigserial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      player_id bigint REFERENCES players(id) ON DELETE SET NULL,
      side text NOT NULL CHECK (side IN ('backEnd', 'frontEnd')),
      component text NOT NULL,
      field_key text NOT NULL,
      first_message text NOT NULL
    );
    CREATE INDEX validation_metrics_component_idx ON validation_metrics (component, field_key, created_at);

    CREATE TABLE utm_events (
      id bigserial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      player_id bigint REFERENCES players(id) ON DELETE SET NULL,
      kind text NOT NULL CHECK (kind IN ('set', 'send')),
      ip text,
      utm_source text,
      utm_medium text,
      utm_campaign text,
      utm_content text,
      utm_term text,
      sub_id text
    );
    CREATE INDEX utm_events_campaign_idx ON utm_events (utm_source, utm_campaign, created_at);

    CREATE TABLE contact_messages (
      id bigserial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      player_id bigint REFERENCES players(id) ON DELETE SET NULL,
      email text NOT NULL,
      content text NOT NULL,
      locale text,
      ip text,
      user_agent text,
      handled_at timestamptz
    );
    CREATE INDEX contact_messages_open_idx ON contact_messages (created_at) WHERE handled_at IS NULL;

    CREATE TABLE pwa_events (
      id bigserial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      player_id bigint REFERENCES players(id) ON DELETE SET NULL,
      event text NOT NULL CHECK (event IN ('open', 'install')),
      user_agent text
    );
    CREATE INDEX pwa_events_created_idx ON pwa_events (event, created_at);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pwa_events, contact_messages, utm_events, validation_metrics, network_reports, performance_reports, client_logs`.execute(
    db,
  );
}
