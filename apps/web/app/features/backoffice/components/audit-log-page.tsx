import { Link } from 'react-router';
import type { AuditEntry, AuditLogPage as AuditPage } from '@casino/api/backoffice';
import { money, when } from '~/features/backoffice/format';
import { Pager } from '~/features/backoffice/components/pager';

const ACTION_NAMES: Record<string, string> = {
  'cashout.approve': 'Approved a cashout',
  'cashout.reject': 'Rejected a cashout',
  'operator.sign_in': 'Signed in',
  'operator.sign_out': 'Signed out',
};

export const actionName = (action: string): string => ACTION_NAMES[action] ?? action;

function Subject({ entry }: { entry: AuditEntry }) {
  if (entry.subject_type === 'payment')
    return (
      <Link to={`/backoffice/cashouts/${entry.subject_id}`} className="bo-link">
        Cashout #{entry.subject_id}
      </Link>
    );
  const type = entry.subject_type;
  return <>{`${type.charAt(0).toUpperCase()}${type.slice(1)} #${entry.subject_id}`}</>;
}

/** What an entry's details say, in a line: the amount and, for a rejection, the reason given. */
export function entrySummary(entry: AuditEntry): string {
  const { amount_cents: amount, currency, reason } = entry.details;
  const parts: string[] = [];
  if (typeof amount === 'number' && typeof currency === 'string')
    parts.push(money(amount, currency));
  if (typeof reason === 'string') parts.push(`Reason: ${reason}`);
  return parts.join(' · ');
}

/** Every operator action, newest first. */
export function AuditLogPage({ page }: { page: AuditPage }) {
  return (
    <>
      <h1 className="bo-title">Audit log</h1>
      <p className="bo-lead">Every operator action, newest first. Entries are never changed.</p>
      {page.data.length === 0 ? (
        <p className="bo-card bo-empty">No action has been recorded yet.</p>
      ) : (
        <table className="bo-table bo-table--cards">
          <caption className="visually-hidden">Audit log, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Operator</th>
              <th scope="col">Action</th>
              <th scope="col">Subject</th>
              <th scope="col">Details</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {page.data.map((entry) => (
              <tr key={entry.id}>
                <td data-label="When">{when(entry.created_at)}</td>
                <td data-label="Operator">{entry.operator?.name ?? 'System'}</td>
                <th scope="row" data-label="Action">
                  {actionName(entry.action)}
                </th>
                <td data-label="Subject">
                  <Subject entry={entry} />
                </td>
                <td data-label="Details">{entrySummary(entry) || '—'}</td>
                <td data-label="Address">{entry.ip ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager path="/backoffice/audit-log" pagination={page.pagination} />
    </>
  );
}
