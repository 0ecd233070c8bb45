import { useState } from 'react';
import type { PaymentAction } from '@casino/api/payments';
import { formatMoney } from '@casino/domain/currency';
import { api } from '~/lib/api';
import { useLocale, useT } from '~/lib/i18n';
import { useAppQueryClient } from '~/lib/query/query-client';
import { showToast } from '~/lib/toasts';
import { Button } from '~/ui/button';
import { SelectField } from '~/ui/fields';
import { usePaymentsPage } from '../../api/get-payments-page.ts';
import { recallCashout } from '../../api/recall-cashout.ts';
import { refreshAfterMoneyMoved } from '../../money-moved.ts';
import { PaymentStatus } from '../shared/payment-status.tsx';

const PAGE_SIZE = 10;

/** The payment history (spec 03 sections 1.4 and 8): paged, filtered by type; a pending cashout can be recalled. */
export function PaymentHistory() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useAppQueryClient();
  const [type, setType] = useState<PaymentAction | ''>('');
  const [page, setPage] = useState(1);
  const [recalling, setRecalling] = useState<number | null>(null);
  const history = usePaymentsPage({ page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) });
  const total = history.data?.pagination.total_count ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const recall = async (id: number) => {
    setRecalling(id);
    try {
      await recallCashout(api, id);
      showToast({ kind: 'success', text: 'CASHBOX.RECALLED' });
    } catch {
      showToast({ kind: 'error', text: 'VALIDATION.PAYMENT_NOT_RECALLABLE' });
    } finally {
      await refreshAfterMoneyMoved(queryClient);
      setRecalling(null);
    }
  };

  return (
    <section className="cashbox-history" aria-labelledby="cashbox-history-title">
      <div className="cashbox-dashboard__head">
        <h3 id="cashbox-history-title" className="cashbox__heading">
          {t('CASHBOX.HISTORY')}
        </h3>
        <SelectField
          className="cashbox-history__filter"
          label={t('CASHBOX.FILTER_TYPE')}
          value={type}
          onChange={(event) => {
            const value = event.target.value;
            setType(value === 'deposit' || value === 'cashout' ? value : '');
            setPage(1);
          }}
          options={[
            { value: '', label: t('CASHBOX.TYPE.ALL') },
            { value: 'deposit', label: t('CASHBOX.TYPE.DEPOSIT') },
            { value: 'cashout', label: t('CASHBOX.TYPE.CASHOUT') },
          ]}
        />
      </div>
      {history.isError && (
        <p className="cashbox__status" role="alert">
          {t('CASHBOX.HISTORY_FAILED')}
        </p>
      )}
      {history.data && history.data.data.length === 0 && (
        <p className="cashbox__hint">{t('CASHBOX.HISTORY_EMPTY')}</p>
      )}
      {history.data && history.data.data.length > 0 && (
        <ul className="cashbox-list" aria-busy={history.isFetching || undefined}>
          {history.data.data.map((payment) => (
            <li key={payment.id} className="cashbox-list__row">
              <span className="cashbox-list__main">
                <span className="cashbox-list__title">
                  {t(`CASHBOX.TYPE.${payment.action.toUpperCase()}`)} · {payment.system_name}
                </span>
                <span className="cashbox-list__date">
                  {dateFormat.format(new Date(payment.created_at))}
                </span>
              </span>
              <span className="cashbox-list__amount">
                {formatMoney(payment.amount_cents, payment.currency, locale)}
              </span>
              <PaymentStatus state={payment.state} />
              {payment.recallable && (
                <Button
                  variant="secondary"
                  size="sm"
                  busy={recalling === payment.id}
                  onClick={() => void recall(payment.id)}
                >
                  {t('CASHBOX.RECALL')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="cashbox-pager" aria-label={t('CASHBOX.PAGES')}>
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('CASHBOX.PREVIOUS')}
          </Button>
          <span>{t('CASHBOX.PAGE_OF', { page, pages })}</span>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('CASHBOX.NEXT')}
          </Button>
        </nav>
      )}
    </section>
  );
}
