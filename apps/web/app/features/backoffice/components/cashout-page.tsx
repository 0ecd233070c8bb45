import { Link } from 'react-router';
import type { CashoutDetail, OperatorCashout } from '@casino/api/backoffice';
import { money, playerName, when } from '~/features/backoffice/format';
import { actionName, entrySummary } from '~/features/backoffice/components/audit-log-page';
import { DecisionPanel } from '~/features/backoffice/components/decision-panel';
import { PlayerHistory } from '~/features/backoffice/components/player-history';

const DETAIL_NAMES: Record<string, string> = {
  card: 'Card',
  card_expiry: 'Card expiry',
  card_holder: 'Card holder',
  iban: 'IBAN',
  account_holder: 'Account holder',
  wallet_email: 'Wallet e-mail',
  crypto_address: 'Address',
};

const DECIDED: Partial<Record<OperatorCashout['state'], string>> = {
  succeeded: 'Approved and paid out.',
  processing: 'Approved: the payout is on its way.',
  rejected: 'Rejected: the money went back to the player.',
  declined: 'The payout was declined: the money went back to the player.',
  recalled: 'The player recalled this cashout.',
};

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="bo-facts">
      {rows.map(([term, value]) => (
        <div key={term} className="bo-facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function requestFacts(cashout: OperatorCashout): [string, string][] {
  const rows: [string, string][] = [
    ['Amount', money(cashout.amount_cents, cashout.currency)],
    ['Fee', money(cashout.fee_cents, cashout.currency)],
    ['Player receives', money(cashout.amount_cents - cashout.fee_cents, cashout.currency)],
    ['Method', cashout.network ? `${cashout.method} (${cashout.network})` : cashout.method],
  ];
  for (const [name, value] of Object.entries(cashout.details))
    rows.push([DETAIL_NAMES[name] ?? name, value]);
  rows.push(['Requested', when(cashout.created_at)]);
  if (cashout.finished_at) rows.push(['Finished', when(cashout.finished_at)]);
  if (cashout.cancellation_reason) rows.push(['Reason', cashout.cancellation_reason]);
  return rows;
}

/** One cashout: the request, the decision (while pending), the player with balances and history, the audit trail. */
export function CashoutPage({ detail }: { detail: CashoutDetail }) {
  const { cashout, audit } = detail;
  const { player } = cashout;
  return (
    <>
      <p className="bo-back">
        <Link to="/backoffice" className="bo-link">
          ← Pending cashouts
        </Link>
      </p>
      <h1 className="bo-title">
        Cashout #{cashout.id}{' '}
        <span className={`bo-state bo-state--${cashout.state}`}>{cashout.state}</span>
      </h1>
      <div className="bo-columns">
        <section className="bo-card" aria-labelledby="bo-request-title">
          <h2 id="bo-request-title" className="bo-subtitle">
            Request
          </h2>
          <Facts rows={requestFacts(cashout)} />
        </section>
        {cashout.state === 'pending' ? (
          <DecisionPanel cashout={cashout} />
        ) : (
          <section className="bo-card" aria-labelledby="bo-decision-title">
            <h2 id="bo-decision-title" className="bo-subtitle">
              Decision
            </h2>
            <p>{DECIDED[cashout.state] ?? `This cashout is ${cashout.state}.`}</p>
          </section>
        )}
        <section className="bo-card" aria-labelledby="bo-player-title">
          <h2 id="bo-player-title" className="bo-subtitle">
            Player
          </h2>
          <Facts
            rows={[
              ['Name', playerName(player)],
              ['E-mail', player.email],
              ['Nickname', player.nickname ?? '—'],
              ['Country', player.country ?? '—'],
              ['Player id', String(player.id)],
              ['Registered', when(player.created_at)],
            ]}
          />
        </section>
      </div>
      <PlayerHistory detail={detail} />
      <section className="bo-card" aria-labelledby="bo-audit-title">
        <h2 id="bo-audit-title" className="bo-subtitle">
          Audit trail
        </h2>
        {audit.length === 0 ? (
          <p>No operator has acted on this cashout yet.</p>
        ) : (
          <ol className="bo-trail">
            {audit.map((entry) => (
              <li key={entry.id}>
                <strong>{actionName(entry.action)}</strong> by {entry.operator?.name ?? 'System'},{' '}
                {when(entry.created_at)}
                {entrySummary(entry) && <span className="bo-sub">{entrySummary(entry)}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
