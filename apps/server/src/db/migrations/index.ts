import * as reference from './0001_reference.ts';
import * as accounts from './0002_accounts.ts';
import * as reporting from './0003_reporting.ts';
import * as catalogue from './0004_catalogue.ts';
import * as cms from './0005_cms.ts';
import * as catalogueSearch from './0006_catalogue_search.ts';
import * as totpReplay from './0007_totp_replay.ts';
import * as jobs from './0008_jobs.ts';
import * as ledger from './0012_ledger.ts';
import * as payments from './0013_payments.ts';
import * as backoffice from './0014_backoffice.ts';
import * as sessionHardening from './0015_session_hardening.ts';
import * as nicknameKey from './0016_nickname_key.ts';
import * as sessionEvents from './0018_session_events.ts';
import * as restoreIds from './0019_restore_ids.ts';
import * as operatorSignIn from './0020_operator_sign_in.ts';
import * as fraudChecks from './0021_fraud_checks.ts';
import * as userLimits from './0022_user_limits.ts';
import * as studio from './0024_studio.ts';
import * as playTime from './0025_play_time.ts';
import * as gameWallet from './0026_game_wallet.ts';
import * as crashGames from './0027_crash_games.ts';

/** Ordered by name; a bundled server cannot read the folder, so each migration is listed here. */
export const migrations = {
  '0001_reference': reference,
  '0002_accounts': accounts,
  '0003_reporting': reporting,
  '0004_catalogue': catalogue,
  '0005_cms': cms,
  '0006_catalogue_search': catalogueSearch,
  '0007_totp_replay': totpReplay,
  '0008_jobs': jobs,
  '0012_ledger': ledger,
  '0013_payments': payments,
  '0014_backoffice': backoffice,
  '0015_session_hardening': sessionHardening,
  '0016_nickname_key': nicknameKey,
  '0018_session_events': sessionEvents,
  '0019_restore_ids': restoreIds,
  '0020_operator_sign_in': operatorSignIn,
  '0021_fraud_checks': fraudChecks,
  '0022_user_limits': userLimits,
  '0024_studio': studio,
  '0025_play_time': playTime,
  '0026_game_wallet': gameWallet,
  '0027_crash_games': crashGames,
};
