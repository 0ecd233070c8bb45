import { formatMoney } from '@casino/domain/currency';

/** Amounts as operators read them, in English. */
export const money = (cents: number, currency: string): string =>
  formatMoney(cents, currency, 'en');

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A moment in UTC (operators in different time zones read one clock). */
export function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTime.format(date)} UTC`;
}

/** How long a cashout has waited: minutes, hours or days. */
export function waited(iso: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d`;
}

/** The player as the queue names them: their name when known, else their e-mail. */
export function playerName(player: {
  email: string;
  first_name: string | null;
  last_name: string | null;
}): string {
  const name = [player.first_name, player.last_name].filter(Boolean).join(' ');
  return name || player.email;
}
