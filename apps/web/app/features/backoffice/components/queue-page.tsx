import { Link } from 'react-router';
import type { PendingCashoutsPage } from '@casino/api/backoffice';
import { money, playerName, waited, when } from '~/features/backoffice/format';
import { Pager } from '~/features/backoffice/components/pager';

/** The pending cashouts, oldest first: the one waiting longest is at the top. */
export function QueuePage({ page }: { page: PendingCashoutsPage }) {
  const total = page.pagination.total_count;
  return (
    <>
      <h1 className="bo-title">Pending cashouts</h1>
      <p className="bo-lead">
        {total === 1 ? '1 cashout waits' : `${total} cashouts wait`} for a decision, oldest first.
      </p>
      {page.data.length === 0 ? (
        <p className="bo-card bo-empty">No cashout is waiting.</p>
      ) : (
        <table className="bo-table bo-table--cards">
          <caption className="visually-hidden">Pending cashouts, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Cashout</th>
              <th scope="col">Requested</th>
              <th scope="col">Waiting</th>
              <th scope="col">Player</th>
              <th scope="col">Method</th>
              <th scope="col" className="bo-num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {page.data.map((cashout) => (
              <tr key={cashout.id}>
                <th scope="row" data-label="Cashout">
                  <Link to={`/backoffice/cashouts/${cashout.id}`} className="bo-link">
                    Cashout #{cashout.id}
                  </Link>
                </th>
                <td data-label="Requested">{when(cashout.created_at)}</td>
                <td data-label="Waiting" suppressHydrationWarning>
                  {waited(cashout.created_at)}
                </td>
                <td data-label="Player">
                  <span>
                    {playerName(cashout.player)}
                    <span className="bo-sub">{cashout.player.email}</span>
                  </span>
                </td>
                <td data-label="Method">{cashout.method}</td>
                <td data-label="Amount" className="bo-num bo-money">
                  {money(cashout.amount_cents, cashout.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager path="/backoffice" pagination={page.pagination} />
    </>
  );
}
