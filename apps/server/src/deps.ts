import type { Db } from './db/database.ts';
import type { AppConfig } from './config.ts';
import type { Hub } from './realtime/hub.ts';
import type { StudioOptions } from './modules/studio/studio-deps.ts';

/** Told when a transaction that queued domain events has committed, so the relay runs at once. */
export interface OutboxSignal {
  eventsQueued(): void;
}

/** What every module's routes receive: the database, the configuration and the outbox signal. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  /** Absent in tests that relay by hand: the relay job's own period then picks events up. */
  outbox?: OutboxSignal;
  /** This node's realtime hub; buildApi makes an in-process one when none is given (tests). */
  hub?: Hub;
  /** The game studio's games and its link to the casino, where they differ from the defaults (tests). */
  studio?: StudioOptions;
}
