import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentMethod } from '@casino/api/payments';
import { useT } from '~/lib/i18n';
import { Button } from '~/ui/button';

/** Loading, failure (with a retry) and "no methods" for a payment-method list; nothing once there are methods. */
export function MethodsState({ query }: { query: UseQueryResult<PaymentMethod[]> }) {
  const t = useT();
  if (query.isPending)
    return (
      <p className="cashbox__status" role="status">
        <span className="spinner spinner--inline" aria-hidden="true" />{' '}
        {t('CASHBOX.LOADING_METHODS')}
      </p>
    );
  if (query.isError)
    return (
      <div className="cashbox__status" role="alert">
        <p>{t('CASHBOX.METHODS_FAILED')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('CASHBOX.RETRY')}
        </Button>
      </div>
    );
  if (query.data.length === 0)
    return (
      <p className="cashbox__status" role="status">
        {t('CASHBOX.NO_METHODS')}
      </p>
    );
  return null;
}
