import type { AuditEntry } from '@casino/api/backoffice';
import type { Db } from '../../db/database.ts';

function auditQuery(db: Db) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('operators as o', 'o.id', 'a.operator_id')
    .select([
      'a.id',
      'a.operator_id',
      'o.email as operator_email',
      'o.name as operator_name',
      'a.action',
      'a.subject_type',
      'a.subject_id',
      'a.details',
      'a.ip',
      'a.created_at',
    ]);
}

type AuditRow = Awaited<ReturnType<ReturnType<typeof auditQuery>['execute']>>[number];

function serializeAudit(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    operator:
      row.operator_id !== null && row.operator_email !== null && row.operator_name !== null
        ? { id: row.operator_id, email: row.operator_email, name: row.operator_name }
        : null,
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    details: row.details,
    ip: row.ip,
    created_at: row.created_at.toISOString(),
  };
}

/** A page of the whole log, newest first, and its size. */
export async function findAuditPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    auditQuery(db).orderBy('a.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { entries: rows.map(serializeAudit), total: Number(count.n) };
}

/** Everything operators did to one subject (a payment), oldest first. */
export async function findAuditOf(
  db: Db,
  subjectType: string,
  subjectId: string | number,
): Promise<AuditEntry[]> {
  const rows = await auditQuery(db)
    .where('a.subject_type', '=', subjectType)
    .where('a.subject_id', '=', String(subjectId))
    .orderBy('a.id', 'asc')
    .execute();
  return rows.map(serializeAudit);
}
