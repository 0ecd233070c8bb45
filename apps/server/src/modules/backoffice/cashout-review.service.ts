import type {
  CashoutDetail,
  OperatorCashout,
  PageQuery,
  PendingCashoutsPage,
} from '@casino/api/backoffice';
import { notFound } from '../../http/errors.ts';
import { listWallets } from '../ledger/ledger.service.ts';
import { approveCashout, rejectCashout } from '../payments/cashouts.service.ts';
import type { PaymentsDeps } from '../payments/deposits.service.ts';
import { listPayments } from '../payments/payments-history.service.ts';
import { findAuditOf } from './audit-log.repository.ts';
import {
  findOperatorCashout,
  findPendingCashouts,
  type OperatorCashoutRow,
} from './operator-cashouts.repository.ts';

/** What operators see of a cashout's stored details: the masked instrument, never the payout token. */
function visibleDetails(details: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[0] !== 'payout_token',
    ),
  );
}

function serializeCashout(row: OperatorCashoutRow): OperatorCashout {
  return {
    id: row.id,
    state: row.state,
    amount_cents: row.amount_cents,
    fee_cents: row.fee_cents,
    currency: row.currency,
    method: row.method,
    network: row.network,
    details: visibleDetails(row.details),
    cancellation_reason: row.cancellation_reason,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    player: {
      id: row.player_id,
      email: row.player_email,
      nickname: row.player_nickname,
      first_name: row.player_first_name,
      last_name: row.player_last_name,
      country: row.player_country,
      created_at: row.player_created_at.toISOString(),
    },
  };
}

/** GET /api/backoffice/cashouts/pending: the queue, oldest first. */
export async function pagePendingCashouts(
  deps: PaymentsDeps,
  query: PageQuery,
): Promise<PendingCashoutsPage> {
  const { rows, total } = await findPendingCashouts(deps.db, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: rows.map(serializeCashout),
    pagination: { page: query.page, per_page: query.per_page, total_count: total },
  };
}

async function loadCashout(deps: PaymentsDeps, id: number): Promise<OperatorCashout> {
  const row = await findOperatorCashout(deps.db, id);
  if (!row) throw notFound('Cashout not found');
  return serializeCashout(row);
}

/** GET /api/backoffice/cashouts/{id}: the cashout, the player's balances and payment history, its audit trail. */
export async function loadCashoutDetail(deps: PaymentsDeps, id: number): Promise<CashoutDetail> {
  const cashout = await loadCashout(deps, id);
  const [wallets, history, audit] = await Promise.all([
    listWallets(deps.db, cashout.player.id),
    listPayments(deps, cashout.player.id),
    findAuditOf(deps.db, 'payment', id),
  ]);
  return {
    cashout,
    balances: wallets.map((wallet) => ({
      currency: wallet.currency,
      real_cents: Number(wallet.real_cents),
      bonus_cents: Number(wallet.bonus_cents),
      reserved_cents: Number(wallet.reserved_cents),
    })),
    history,
    audit,
  };
}

/** Approves and pays out (409 when another decision came first); the audit entry is written with the approval. */
export async function approveFromBackoffice(
  deps: PaymentsDeps,
  operatorId: number,
  id: number,
  ip: string,
): Promise<OperatorCashout> {
  await approveCashout(deps, operatorId, id, ip);
  return loadCashout(deps, id);
}

/** Rejects with the operator's reason: the money returns to the real part, audited in the same transaction. */
export async function rejectFromBackoffice(
  deps: PaymentsDeps,
  operatorId: number,
  id: number,
  reason: string,
  ip: string,
): Promise<OperatorCashout> {
  await rejectCashout(deps, operatorId, id, reason, ip);
  return loadCashout(deps, id);
}
