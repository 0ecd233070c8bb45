import type { Payment } from '@casino/api/payments';
import { formatMoney } from '@casino/domain/currency';
import { useLocale, useT } from '~/lib/i18n';
import { PaymentStatus } from '../shared/payment-status.tsx';

/** The latest deposits to this currency's addresses: pending until confirmed, then credited. */
export function CryptoDeposits({ payments }: { payments: readonly Payment[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section
      className="cashbox-crypto__deposits"
      aria-labelledby="crypto-deposits-title"
      aria-live="polite"
    >
      <h3 id="crypto-deposits-title" className="cashbox__legend">
        {t('CASHBOX.RECENT_DEPOSITS')}
      </h3>
      {payments.length === 0 ? (
        <p className="cashbox__hint">{t('CASHBOX.WAITING_FOR_DEPOSIT')}</p>
      ) : (
        <ul className="cashbox-list">
          {payments.map((payment) => (
            <li key={payment.id} className="cashbox-list__row">
              <span className="cashbox-list__amount">
                {formatMoney(payment.amount_cents, payment.currency, locale)}
              </span>
              <PaymentStatus state={payment.state} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
