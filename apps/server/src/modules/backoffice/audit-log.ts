import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface AuditEntry {
  operatorId: number;
  action: string;
  subjectType: string;
  subjectId: string | number;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Records an operator's action in the transaction of the action: the entry exists exactly when the action does. */
export async function writeAudit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: String(entry.subjectId),
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}
