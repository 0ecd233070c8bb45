import type { LimitPeriod, LimitType } from '@casino/domain/limits';

/** The message keys naming a limit type, a period as an adjective ("Daily") and as a span ("24 hours"). */
export const typeKey = (type: LimitType) => `LIMITS.TYPES.${type.toUpperCase()}`;
export const periodKey = (period: LimitPeriod) => `LIMITS.PERIODS.${period.toUpperCase()}`;
export const spanKey = (period: LimitPeriod) => `LIMITS.SPANS.${period.toUpperCase()}`;

/** A date and time in the player's locale ("25 Nov 2026, 18:00"). */
export function formatWhen(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
