import type { PlayerField, PlayerFieldsInfo } from '@casino/api/info';
import type { Db } from '../../db/database.ts';
import { listMinAges, listPlayerFieldContexts, listPlayerFields } from './info.repository.ts';

const DEFAULT_MIN_AGE = 18;
const PAYMENT_CONTEXT = /^payment_systems\.([a-z0-9_]+)\.(deposit|cashout)$/;

type PaymentContexts = PlayerFieldsInfo['contexts']['payment_systems'];

/**
 * GET /api/info/player_fields (spec 03 section 5): field rules and the required fields per context. The birth date
 * carries the minimum age per country (`default` 18, EE 21: spec 01 section 5).
 */
export async function playerFieldsInfo(db: Db): Promise<PlayerFieldsInfo> {
  const [fields, contextRows, ages] = await Promise.all([
    listPlayerFields(db),
    listPlayerFieldContexts(db),
    listMinAges(db),
  ]);
  const minAge: Record<string, number> = { default: DEFAULT_MIN_AGE };
  for (const row of ages) if (row.min_age !== DEFAULT_MIN_AGE) minAge[row.code] = row.min_age;

  const contexts: Record<string, string[]> = {};
  const payment_systems: PaymentContexts = {};
  for (const { context, field } of contextRows) {
    const payment = PAYMENT_CONTEXT.exec(context);
    if (payment) {
      const [, system = '', action = 'deposit'] = payment;
      const base = (payment_systems[system] ??= { base: { deposit: [], cashout: [] } }).base;
      base[action === 'cashout' ? 'cashout' : 'deposit'].push(field);
    } else {
      (contexts[context] ??= []).push(field);
    }
  }

  return {
    fields: fields.map((row): PlayerField => ({
      field: row.field,
      type: row.type,
      ...(row.min_length !== null || row.max_length !== null
        ? {
            length: {
              ...(row.min_length !== null ? { minimum: row.min_length } : {}),
              ...(row.max_length !== null ? { maximum: row.max_length } : {}),
            },
          }
        : {}),
      ...(row.once_set ? { once_set: true } : {}),
      ...(row.type === 'date' && row.field === 'date_of_birth' ? { age: { min: minAge } } : {}),
      ...(row.inclusion ? { inclusion: { in: row.inclusion } } : {}),
    })),
    contexts: Object.assign(contexts, { payment_systems }),
  };
}
