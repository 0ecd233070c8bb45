import type { PaymentMethod } from '@casino/api/payments';
import { useT } from '~/lib/i18n';
import { MethodIcon } from './method-icon.tsx';

/** The chosen method above a step's form: icon, name and processing time. */
export function MethodSummary({ method }: { method: PaymentMethod }) {
  const t = useT();
  return (
    <p className="cashbox-summary">
      <MethodIcon type={method.type} />
      <span>
        <strong>{method.title}</strong>
        <span className="cashbox-summary__meta">{t(method.processingTime)}</span>
      </span>
    </p>
  );
}
