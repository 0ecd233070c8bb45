import type { CashoutDetail } from '@casino/api/backoffice';
import { money, when } from '~/features/backoffice/format';

/** The player's balances per currency (from the ledger) and their newest payments, deposits and cashouts. */
export function PlayerHistory({ detail }: { detail: CashoutDetail }) {
  return (
    <>
      <section className="bo-card" aria-labelledby="bo-balances-title">
        <h2 id="bo-balances-title" className="bo-subtitle">
          Balances
        </h2>
        <table className="bo-table bo-table--cards">
          <caption className="visually-hidden">Balances per currency</caption>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col" className="bo-num">
                Real
              </th>
              <th scope="col" className="bo-num">
                Bonus
              </th>
              <th scope="col" className="bo-num">
                Reserved
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.balances.map((balance) => (
              <tr key={balance.currency}>
                <th scope="row" data-label="Currency">
                  {balance.currency}
                </th>
                <td data-label="Real" className="bo-num bo-money">
                  {money(balance.real_cents, balance.currency)}
                </td>
                <td data-label="Bonus" className="bo-num bo-money">
                  {money(balance.bonus_cents, balance.currency)}
                </td>
                <td data-label="Reserved" className="bo-num bo-money">
                  {money(balance.reserved_cents, balance.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="bo-card" aria-labelledby="bo-history-title">
        <h2 id="bo-history-title" className="bo-subtitle">
          Payment history
        </h2>
        {detail.history.length === 0 ? (
          <p>No payments yet.</p>
        ) : (
          <table className="bo-table bo-table--cards">
            <caption className="visually-hidden">The player&apos;s payments, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Payment</th>
                <th scope="col">Type</th>
                <th scope="col">Method</th>
                <th scope="col">State</th>
                <th scope="col">Date</th>
                <th scope="col" className="bo-num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.history.map((payment) => (
                <tr key={payment.id} aria-current={payment.id === detail.cashout.id || undefined}>
                  <th scope="row" data-label="Payment">
                    #{payment.id}
                  </th>
                  <td data-label="Type">{payment.action === 'deposit' ? 'Deposit' : 'Cashout'}</td>
                  <td data-label="Method">{payment.system_name}</td>
                  <td data-label="State">
                    <span className={`bo-state bo-state--${payment.state}`}>{payment.state}</span>
                  </td>
                  <td data-label="Date">{when(payment.created_at)}</td>
                  <td data-label="Amount" className="bo-num bo-money">
                    {money(payment.amount_cents, payment.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
