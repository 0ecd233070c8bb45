import type { PaymentMethod } from '@casino/api/payments';
import { amountInputOf, amountUnitOf } from '@casino/domain/cashbox';
import { formatMoney } from '@casino/domain/currency';
import { SUM_THRESHOLDS } from '@casino/domain/constants';
import { useLocale, useT } from '~/lib/i18n';
import { TextField } from '~/ui/fields';

/** Quick amounts in whole display units, shown where the method's limits allow them. */
const PRESETS = [20, 50, 100, 200, 500];

/** The highest amount the method takes, with the deposit threshold (spec 01 section 9) applied. */
export function methodMax(method: Pick<PaymentMethod, 'action' | 'currency' | 'maxCents'>) {
  const threshold =
    method.action === 'deposit' ? SUM_THRESHOLDS[method.currency]?.deposit : undefined;
  const limits = [method.maxCents, threshold ?? null].filter((n): n is number => n !== null);
  return limits.length > 0 ? Math.min(...limits) : null;
}

/** The message of an amount rule, with the limits it names in the player's format. */
export function useAmountErrorText(
  method: PaymentMethod,
): (key: string | undefined) => string | null {
  const t = useT();
  const locale = useLocale();
  const max = methodMax(method);
  return (key) =>
    key
      ? t(key, {
          min: formatMoney(method.minCents, method.currency, locale),
          max: max === null ? '' : formatMoney(max, method.currency, locale),
          step: formatMoney(amountUnitOf(method.currency).minorPerUnit, method.currency, locale),
        })
      : null;
}

/** The amount in the currency's display unit (µBTC, mETH, EUR), with quick amounts and the method's limits. */
export function AmountField({
  method,
  value,
  onChange,
  error,
  label,
}: {
  method: PaymentMethod;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  label: string;
}) {
  const t = useT();
  const locale = useLocale();
  const { label: unit, minorPerUnit } = amountUnitOf(method.currency);
  const max = methodMax(method);
  const presets = PRESETS.map((units) => units * minorPerUnit).filter(
    (minor) => minor >= method.minCents && (max === null || minor <= max),
  );
  return (
    <div className="cashbox-amount">
      <TextField
        label={`${label} (${unit})`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint={
          max === null
            ? t('CASHBOX.LIMIT_FROM', {
                min: formatMoney(method.minCents, method.currency, locale),
              })
            : t('CASHBOX.LIMITS', {
                min: formatMoney(method.minCents, method.currency, locale),
                max: formatMoney(max, method.currency, locale),
              })
        }
      />
      {presets.length > 0 && (
        <div
          className="cashbox-amount__presets"
          role="group"
          aria-label={t('CASHBOX.QUICK_AMOUNTS')}
        >
          {presets.map((minor) => (
            <button
              key={minor}
              type="button"
              className="cashbox-chip"
              aria-pressed={value === amountInputOf(minor, method.currency)}
              onClick={() => onChange(amountInputOf(minor, method.currency))}
            >
              {formatMoney(minor, method.currency, locale)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
