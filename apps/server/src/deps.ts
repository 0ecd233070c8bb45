import type { Db } from './db/database.ts';
import type { AppConfig } from './config.ts';

/** What every module's routes receive: the database and the configuration. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
}
