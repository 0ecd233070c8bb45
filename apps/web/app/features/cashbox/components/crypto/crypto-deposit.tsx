import { useEffect, useRef, useState } from 'react';
import type { PaymentMethod } from '@casino/api/payments';
import { formatMoney } from '@casino/domain/currency';
import { useLocale, useT } from '~/lib/i18n';
import { useAppQueryClient } from '~/lib/query/query-client';
import { SelectField } from '~/ui/fields';
import { useCryptoAddress } from '../../api/create-crypto-address.ts';
import { usePaymentsPage } from '../../api/get-payments-page.ts';
import { refreshAfterMoneyMoved } from '../../money-moved.ts';
import { CryptoAddressCard } from './crypto-address-card.tsx';
import { CryptoDeposits } from './crypto-deposits.tsx';

/** How often the screen asks for the address's deposits while it is open (no realtime channel in the web app yet). */
const POLL_MS = 4_000;

/**
 * A crypto deposit (spec 02 section 9): the network, the player's address on it with its QR code, the minimum and the
 * confirmations waited for; deposits sent to it show as pending, then credited once confirmed.
 */
export function CryptoDeposit({ method }: { method: PaymentMethod }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useAppQueryClient();
  const [network, setNetwork] = useState(method.networks[0]?.id ?? null);
  const address = useCryptoAddress(method.currency, network);
  const deposits = usePaymentsPage(
    { page: 1, pageSize: 5, type: 'deposit', currency: method.currency },
    { refetchInterval: POLL_MS },
  );
  const credited = (deposits.data?.data ?? []).filter((p) => p.state === 'succeeded').length;
  const seenCredited = useRef<number | null>(null);

  // A deposit was credited while the screen was open: the balances move.
  useEffect(() => {
    if (deposits.data === undefined) return;
    if (seenCredited.current !== null && credited > seenCredited.current)
      void refreshAfterMoneyMoved(queryClient);
    seenCredited.current = credited;
  }, [credited, deposits.data, queryClient]);

  return (
    <div className="cashbox-crypto">
      {method.networks.length > 1 ? (
        <SelectField
          label={t('CASHBOX.NETWORK')}
          value={network ?? ''}
          onChange={(event) => setNetwork(event.target.value)}
          options={method.networks.map((n) => ({ value: n.id, label: n.title }))}
        />
      ) : (
        <p className="cashbox-crypto__network">
          {t('CASHBOX.NETWORK')}: <strong>{method.networks[0]?.title}</strong>
        </p>
      )}
      {address.isError && (
        <p className="cashbox__status" role="alert">
          {t('CASHBOX.ADDRESS_FAILED')}
        </p>
      )}
      {address.isPending && network !== null && (
        <p className="cashbox__status" role="status">
          <span className="spinner spinner--inline" aria-hidden="true" />{' '}
          {t('CASHBOX.LOADING_ADDRESS')}
        </p>
      )}
      {address.data && <CryptoAddressCard address={address.data} />}
      {address.data && (
        <ul className="cashbox-crypto__facts">
          <li>
            {t('CASHBOX.CRYPTO_MIN', {
              amount: formatMoney(address.data.min_deposit_cents, method.currency, locale),
            })}
          </li>
          <li>{t('CASHBOX.CRYPTO_CONFIRMATIONS', { count: address.data.confirmations })}</li>
          <li>{t('CASHBOX.CRYPTO_ONLY', { currency: method.currency })}</li>
        </ul>
      )}
      <CryptoDeposits payments={deposits.data?.data ?? []} />
    </div>
  );
}
