import type { ApiClient } from '@casino/api/client';
import { paymentsPageSchema } from '@casino/api/payments';
import { canceledDepositToWarn } from '@casino/domain/cashbox';
import { readLocal, writeLocal } from '~/lib/local-storage';
import { showToast } from '~/lib/toasts';

/** The browser remembers the last deposit it warned about (spec 01 section 4: once). */
export const LAST_CANCELED_DEPOSIT_KEY = 'cashbox:last-canceled-deposit';

/**
 * Spec 01 sections 4 and 8: a deposit cancelled within the last 5 minutes and not warned about yet gives one warning
 * toast, CASHBOX.PAYMENT_STATUS.CANCELED, whose action opens the deposit again.
 */
export async function warnOfCanceledDeposit(
  api: ApiClient,
  action: { label: string; run: () => void },
  now = Date.now(),
): Promise<void> {
  const page = await api.request('POST', '/api/player/payments/with_pages', {
    body: { page: 1, page_size: 10, filter: { type: 'deposit' } },
    schema: paymentsPageSchema,
  });
  const stored = Number(readLocal(LAST_CANCELED_DEPOSIT_KEY));
  const lastShown = Number.isSafeInteger(stored) && stored > 0 ? stored : null;
  const payment = canceledDepositToWarn(page.data, now, lastShown);
  if (!payment) return;
  writeLocal(LAST_CANCELED_DEPOSIT_KEY, String(payment.id));
  showToast({ kind: 'warning', text: 'CASHBOX.PAYMENT_STATUS.CANCELED', action });
}
