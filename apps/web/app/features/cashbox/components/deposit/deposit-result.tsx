import { useEffect } from 'react';
import type { Payment } from '@casino/api/payments';
import { formatMoney } from '@casino/domain/currency';
import { useLocale, useT } from '~/lib/i18n';
import { useAppQueryClient } from '~/lib/query/query-client';
import { Button } from '~/ui/button';
import { usePaymentsPage } from '../../api/get-payments-page.ts';
import { refreshAfterMoneyMoved } from '../../money-moved.ts';
import { PaymentStatus } from '../shared/payment-status.tsx';

/** The provider answers the result explains; any other reason reads as a general "not completed". */
const KNOWN_REASONS = new Set([
  'card_declined',
  'insufficient_funds',
  'processing_error',
  'authentication_failed',
  'authentication_canceled',
  'below_minimum',
  'voucher_used',
  'account_declined',
  'account_closed',
]);
const reasonKey = (reason: string) => (KNOWN_REASONS.has(reason) ? reason.toUpperCase() : 'OTHER');

/** The deposits the result looks through for a payment coming back from 3-D Secure. */
const LOOKUP_SIZE = 20;

/**
 * Step 4: the deposit's outcome. A deposit back from 3-D Secure is read from the history (the balance is then asked
 * for again); an open one is asked for again every few seconds until it ends.
 */
export function DepositResult({
  paymentId,
  known,
  onAgain,
  onClose,
}: {
  paymentId: number;
  known: Payment | null;
  onAgain: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useAppQueryClient();
  const open = (payment: Payment | null | undefined) =>
    payment === undefined ||
    payment === null ||
    payment.state === 'pending' ||
    payment.state === 'processing';
  const history = usePaymentsPage(
    { page: 1, pageSize: LOOKUP_SIZE, type: 'deposit' },
    { refetchInterval: open(known) ? 3_000 : undefined },
  );
  const found = history.data?.data.find((payment) => payment.id === paymentId);
  const payment = found ?? known;
  const finished = payment !== null && payment !== undefined && !open(payment);

  useEffect(() => {
    if (finished && known === null) void refreshAfterMoneyMoved(queryClient);
  }, [finished, known, queryClient]);

  if (!payment)
    return (
      <p className="cashbox__status" role="status">
        <span className="spinner spinner--inline" aria-hidden="true" /> {t('CASHBOX.CHECKING')}
      </p>
    );
  const succeeded = payment.state === 'succeeded';
  return (
    <section className="cashbox-result" aria-live="polite">
      <p
        className={`cashbox-result__icon cashbox-result__icon--${succeeded ? 'ok' : finished ? 'failed' : 'open'}`}
        aria-hidden="true"
      >
        {succeeded ? '✓' : finished ? '!' : '…'}
      </p>
      <h3 className="cashbox-result__title">
        {t(
          succeeded
            ? 'CASHBOX.RESULT.SUCCEEDED'
            : finished
              ? 'CASHBOX.RESULT.FAILED'
              : 'CASHBOX.RESULT.PENDING',
        )}
      </h3>
      <p className="cashbox-result__amount">
        {formatMoney(payment.amount_cents, payment.currency, locale)}
      </p>
      <PaymentStatus state={payment.state} />
      {payment.cancellation_reason && (
        <p className="cashbox-result__reason">
          {t(`CASHBOX.REASON.${reasonKey(payment.cancellation_reason)}`)}
        </p>
      )}
      <div className="cashbox-form__actions">
        <Button variant="ghost" onClick={onAgain}>
          {t(succeeded ? 'CASHBOX.DEPOSIT_AGAIN' : 'CASHBOX.TRY_AGAIN')}
        </Button>
        <Button variant="primary" onClick={onClose}>
          {t(succeeded ? 'CASHBOX.PLAY' : 'CASHBOX.CLOSE')}
        </Button>
      </div>
    </section>
  );
}
