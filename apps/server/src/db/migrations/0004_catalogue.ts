import { sql, type Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The game catalogue of spec 01 section 3 and spec 03 section 1.3: providers, collections (categories),
 * games, their collections and per-currency entries, and the player's favourite and played games.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    CREATE TABLE providers (
      id bigserial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      position integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true
    );

    CREATE TABLE collections (
      slug text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('main', 'pokies', 'live', 'volatility')),
      title text NOT NULL,
      position integer NOT NULL DEFAULT 0
    );

    CREATE TABLE games (
      id bigserial PRIMARY KEY,
      identifier text NOT NULL UNIQUE,
      provider_id bigint NOT NULL REFERENCES providers(id),
      title text NOT NULL,
      slug text NOT NULL,
      seo_title text NOT NULL UNIQUE,
      description text NOT NULL DEFAULT '',
      theme text NOT NULL,
      volatility_rating text NOT NULL CHECK (volatility_rating IN ('low', 'low-medium', 'medium', 'medium-high', 'high', 'very-high')),
      lines integer,
      ways integer,
      hit_rate text NOT NULL,
      payout text NOT NULL,
      devices text[] NOT NULL DEFAULT '{desktop,mobile}',
      has_demo_mode boolean NOT NULL DEFAULT true,
      badges jsonb NOT NULL DEFAULT '[]',
      flags text[] NOT NULL DEFAULT '{}' CHECK (flags <@ ARRAY['animated', 'exclusive', 'prerelease', 'drop-wins']),
      released_at timestamptz NOT NULL,
      popularity integer NOT NULL DEFAULT 0,
      UNIQUE (provider_id, slug)
    );
    CREATE INDEX games_title_trgm_idx ON games USING gin (lower(title) gin_trgm_ops);
    CREATE INDEX games_popularity_idx ON games (popularity DESC, id);
    CREATE INDEX games_provider_idx ON games (provider_id, popularity DESC);
    CREATE INDEX games_released_idx ON games (released_at DESC);

    CREATE TABLE game_collections (
      collection_slug text NOT NULL REFERENCES collections(slug) ON DELETE CASCADE,
      game_id bigint NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      position integer NOT NULL,
      PRIMARY KEY (collection_slug, game_id)
    );
    CREATE INDEX game_collections_position_idx ON game_collections (collection_slug, position);
    CREATE INDEX game_collections_game_idx ON game_collections (game_id);

    CREATE TABLE game_currencies (
      id bigserial PRIMARY KEY,
      game_id bigint NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      currency text NOT NULL,
      jackpot_cents bigint CHECK (jackpot_cents >= 0),
      UNIQUE (game_id, currency)
    );
    CREATE INDEX game_currencies_currency_idx ON game_currencies (currency, game_id);

    CREATE TABLE favorite_games (
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      game_id bigint NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (player_id, game_id)
    );

    CREATE TABLE played_games (
      player_id bigint NOT NULL REFERENCES players(id) ON DELETE CASCADE,
      game_id bigint NOT NULL REFERENCES games(id) ON DELETE CASCADE,
      last_activity_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (player_id, game_id)
    );
    CREATE INDEX played_games_recent_idx ON played_games (player_id, last_activity_at DESC);

    CREATE TABLE catalogue_seeds (
      version text PRIMARY KEY,
      seeded_at timestamptz NOT NULL DEFAULT now()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE catalogue_seeds, played_games, favorite_games, game_currencies, game_collections, games, collections, providers`.execute(
    db,
  );
}
