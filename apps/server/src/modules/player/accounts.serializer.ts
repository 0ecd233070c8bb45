import type { Account, CompatibleAccount } from '@casino/api/player';
import type { AccountRow } from './accounts.repository.ts';

/**
 * Account of spec 03 section 1.2. Nothing locks funds or pauses deposits yet, so the whole balance can be bet with
 * and deposits are open; lotteries are not selectable per wallet yet (null).
 */
export function serializeAccount(row: AccountRow): Account {
  return {
    currency: row.currency,
    amount_cents: row.amount_cents,
    available_to_cashout_cents: row.available_to_cashout_cents,
    available_to_bet_with_locked_cent: row.amount_cents,
    hidden_at: row.hidden_at ? row.hidden_at.toISOString() : null,
    deposit_available: true,
    selected_lottery_id: null,
    active: row.active,
  };
}

/**
 * The `compatibility=true` variant of 1.2. wager_status tells whether bonus money still waits for wagering: the
 * bonus part is the total minus what can be cashed out (spec 01 section 3).
 */
export function serializeCompatibleAccount(row: AccountRow): CompatibleAccount {
  return {
    currency: row.currency,
    amount_cents: row.amount_cents,
    available_to_cashout_cents: row.available_to_cashout_cents,
    wager_status: row.amount_cents > row.available_to_cashout_cents ? 'wagering' : 'none',
  };
}
