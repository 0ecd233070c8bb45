import type { Account, CompatibleAccount } from '@casino/api/player';
import type { WalletRow } from '../ledger/ledger.service.ts';

/**
 * Account of spec 03 section 1.2 from the wallet's ledger balances: the total is real plus bonus money (money
 * reserved for pending cashouts is in neither), what can be cashed out is the real part. Nothing locks funds yet, so
 * the whole total can be bet with; lotteries are not selectable per wallet yet: 0, the id no lottery has (the client
 * types the field as a number, spec 03 section 1.2, so it is never null).
 */
export function serializeAccount(row: WalletRow): Account {
  const amount = row.real_cents + row.bonus_cents;
  return {
    currency: row.currency,
    amount_cents: amount,
    available_to_cashout_cents: row.real_cents,
    available_to_bet_with_locked_cent: amount,
    hidden_at: row.hidden_at ? row.hidden_at.toISOString() : null,
    deposit_available: true,
    selected_lottery_id: 0,
    active: row.active,
  };
}

/**
 * The `compatibility=true` variant of 1.2. wager_status tells whether bonus money still waits for wagering: the
 * bonus part is the total minus what can be cashed out (spec 01 section 3).
 */
export function serializeCompatibleAccount(row: WalletRow): CompatibleAccount {
  return {
    currency: row.currency,
    amount_cents: row.real_cents + row.bonus_cents,
    available_to_cashout_cents: row.real_cents,
    wager_status: row.bonus_cents > 0 ? 'wagering' : 'none',
  };
}
