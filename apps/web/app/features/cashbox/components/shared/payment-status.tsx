import type { PaymentState } from '@casino/api/payments';
import { useT } from '~/lib/i18n';

const TONE: Record<PaymentState, 'ok' | 'open' | 'failed'> = {
  succeeded: 'ok',
  pending: 'open',
  processing: 'open',
  reserved: 'open',
  canceled: 'failed',
  declined: 'failed',
  rejected: 'failed',
  recalled: 'failed',
};

/** A payment's status (spec 01 section 9's list) as a coloured badge with its name. */
export function PaymentStatus({ state }: { state: PaymentState }) {
  const t = useT();
  return (
    <span className={`cashbox-status cashbox-status--${TONE[state]}`}>
      {t(`CASHBOX.STATE.${state.toUpperCase()}`)}
    </span>
  );
}
