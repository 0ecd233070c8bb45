import type { Db } from '../../db/database.ts';
import type { StudioGameLookup } from './studio-games.ts';
import type { CrashTiming } from './crash-timing.ts';
import type { WalletClient, WalletTransport } from './wallet-client.ts';

/** What the studio's services work with: its database, the casino (only over HTTP), its games and its clock. */
export interface StudioDeps {
  db: Db;
  wallet: WalletClient;
  games: StudioGameLookup;
  now: () => Date;
  /** 32 random bytes per server seed (node:crypto in production). */
  randomBytes: (size: number) => Uint8Array;
  minRoundMs: number;
  abandonAfterMs: number;
  /** Waits before each retry of a wallet call that got no answer (their count is the number of retries). */
  retryDelaysMs: readonly number[];
  /** Crash's shared games: the betting phase, the pause after a bust and the length of a new hash chain. */
  crash: CrashTiming;
}

/** What the app may set instead of the defaults (tests: a fake casino, their own games, no waits). */
export interface StudioOptions {
  games?: StudioGameLookup;
  transport?: WalletTransport;
  retryDelaysMs?: readonly number[];
  now?: () => Date;
  crash?: Partial<CrashTiming>;
}
