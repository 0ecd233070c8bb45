import type { PaymentMethod } from '@casino/api/payments';
import { formatMoney } from '@casino/domain/currency';
import { useLocale, useT } from '~/lib/i18n';
import { MethodIcon } from './method-icon.tsx';

/** The methods offered for this currency and action as a radio group of tiles: name, limits, processing time, fee. */
export function MethodList({
  methods,
  selected,
  onSelect,
  legend,
}: {
  methods: readonly PaymentMethod[];
  selected: string | null;
  onSelect: (method: PaymentMethod) => void;
  legend: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <fieldset className="cashbox-methods">
      <legend className="cashbox__legend">{legend}</legend>
      <div className="cashbox-methods__grid">
        {methods.map((method) => (
          <label
            key={method.id}
            className={`cashbox-method${selected === method.id ? ' cashbox-method--selected' : ''}`}
          >
            <input
              type="radio"
              name="payment-method"
              value={method.id}
              checked={selected === method.id}
              onChange={() => onSelect(method)}
              className="visually-hidden"
            />
            <MethodIcon type={method.type} />
            <span className="cashbox-method__title">{method.title}</span>
            <span className="cashbox-method__meta">
              {t(method.processingTime)}
              {' · '}
              {method.maxCents === null
                ? t('CASHBOX.LIMIT_FROM', {
                    min: formatMoney(method.minCents, method.currency, locale),
                  })
                : t('CASHBOX.LIMITS', {
                    min: formatMoney(method.minCents, method.currency, locale),
                    max: formatMoney(method.maxCents, method.currency, locale),
                  })}
            </span>
            {(method.feePercent > 0 || method.feeFixedCents > 0) && (
              <span className="cashbox-method__meta">
                {t('CASHBOX.FEE_PERCENT', { percent: method.feePercent })}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
