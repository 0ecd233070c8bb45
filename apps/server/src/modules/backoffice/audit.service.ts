/** Other modules record operator actions through this entry, inside the transaction of the change. */
export { writeAudit, type AuditEntry } from './audit-log.ts';
