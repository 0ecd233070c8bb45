import { DEVICES, type Device, type Game } from '@casino/api/games';
import type { GameExtras, GameRow } from './games.repository.ts';
import { artVersionOf } from './game-art.ts';

/** Where the drawn tile of a game lives (outside /api, cacheable by any CDN); `version`: game-art.ts artVersionOf. */
export function gameArtPath(provider: string, slug: string, version: string): string {
  return `/game-art/${encodeURIComponent(provider)}/${encodeURIComponent(slug)}.svg?v=${encodeURIComponent(version)}`;
}

const isDevice = (value: string): value is Device => (DEVICES as readonly string[]).includes(value);

/** Game of spec 03 section 1.3 with the tile extras of spec 02 section 3. */
export function toGame(row: GameRow, extras: GameExtras | undefined): Game {
  const currencies: Game['currencies'] = {};
  for (const [currency, id, jackpot] of extras?.currencies ?? [])
    currencies[currency] = { id, jackpot };
  return {
    identifier: row.identifier,
    title: row.title,
    seo_title: row.seo_title,
    provider: row.provider,
    // seo_title is unique across providers (a database constraint), so /play/{producer}/{seo_title} is unambiguous.
    uniq_seo_title: true,
    categories: [...(extras?.collections ?? []), ...row.flags],
    currencies,
    devices: row.devices.filter(isDevice),
    unfinished_games_for: [],
    lines: row.lines,
    ways: row.ways,
    volatility_rating: row.volatility_rating,
    hit_rate: row.hit_rate,
    payout: row.payout,
    slug: row.slug,
    has_demo_mode: row.has_demo_mode,
    badges: row.badges,
    preview: gameArtPath(
      row.provider,
      row.slug,
      artVersionOf({
        identifier: row.identifier,
        title: row.title,
        theme: row.theme,
        provider_name: row.provider_name,
      }),
    ),
  };
}
