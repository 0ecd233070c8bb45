import type { UserLimit } from '@casino/api/limits';
import { isChangeOpen, isExclusionType } from '@casino/domain/limit-rules';
import type { CountedAccount } from './limit-usage.ts';
import type { LimitRow } from './limits.repository.ts';

/** The user-limit item of spec 03 section 1.5 with spec 04 section 6's fields and our `minutes` and `pending`. */
export function serializeLimit(limit: LimitRow, accounts: CountedAccount[], now: Date): UserLimit {
  const change = limit.change && isChangeOpen(limit.change, now) ? limit.change : null;
  const status =
    change === null
      ? 'active'
      : change.kind === 'increase'
        ? 'pending_increase'
        : 'pending_removal';
  const disableAt = isExclusionType(limit.type)
    ? limit.ends_at
    : change?.kind === 'removal'
      ? change.effective_at
      : null;
  return {
    id: limit.id,
    type: limit.type,
    period: limit.period,
    status,
    strategy: null,
    parent_type: null,
    created_at: limit.created_at.toISOString(),
    disable_at: disableAt?.toISOString() ?? null,
    confirm_until: change?.confirm_until.toISOString() ?? null,
    accounts: accounts.map((account) => ({
      currency: account.currency,
      amount_cents: account.amount_cents,
      current_value_amount_cents: account.current_value_amount_cents,
      active_until: account.active_until.toISOString(),
    })),
    minutes: limit.minutes,
    pending: change && {
      kind: change.kind,
      accounts: change.accounts,
      minutes: change.minutes,
      effective_at: change.effective_at.toISOString(),
      confirm_until: change.confirm_until.toISOString(),
    },
  };
}
