import { formatMoney } from '@casino/domain/currency';

/** Demo sessions play FUN money: two decimals like a fiat currency, shown as "12.50 FUN" (no ISO code exists). */
export const FUN = 'FUN';

/** An amount of minor units as the frame shows it: the casino's formatting, FUN with its own label. */
export function formatStudioMoney(minor: number, currency: string, locale: string): string {
  if (currency.toUpperCase() === FUN) {
    const format = new Intl.NumberFormat(safeLocale(locale), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return `${format.format(minor / 100)} ${FUN}`;
  }
  return formatMoney(minor, currency, locale);
}

function safeLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale).length > 0 ? locale : 'en';
  } catch {
    return 'en';
  }
}

/** A multiplier given in hundredths (250 = 2.5x) as "2.50×". */
export function formatMultiplier(hundredths: number, locale: string): string {
  const format = new Intl.NumberFormat(safeLocale(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${format.format(hundredths / 100)}×`;
}

/** A share in [0, 1] as a percentage with two decimals. */
export function formatPercent(share: number, locale: string): string {
  return new Intl.NumberFormat(safeLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(share);
}
