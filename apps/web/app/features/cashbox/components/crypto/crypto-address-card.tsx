import { lazy, Suspense, useState } from 'react';
import type { CryptoAddress } from '@casino/api/payments';
import { useT } from '~/lib/i18n';
import { Button } from '~/ui/button';

// The QR code draws itself in the page (no image service learns the address); its encoder loads with this screen only.
const QrCode = lazy(() => import('~/components/qr/qr-code'));

/** The deposit address, its QR code and a copy button. */
export function CryptoAddressCard({ address }: { address: CryptoAddress }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address.address);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      // No clipboard (an insecure page, a denied permission): the address stays selectable.
    }
  };
  return (
    <div className="cashbox-address">
      <div className="cashbox-address__qr">
        <Suspense fallback={<div className="cashbox-address__qr-placeholder" aria-hidden="true" />}>
          <QrCode
            text={address.address}
            label={t('CASHBOX.QR_LABEL', { currency: address.currency })}
            size={168}
          />
        </Suspense>
      </div>
      <div className="cashbox-address__text">
        <span className="cashbox__legend" id="crypto-address-label">
          {t('CASHBOX.YOUR_ADDRESS', { currency: address.currency })}
        </span>
        <code className="cashbox-address__value">{address.address}</code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {t(copied ? 'CASHBOX.COPIED' : 'CASHBOX.COPY_ADDRESS')}
        </Button>
        <span className="visually-hidden" role="status">
          {copied ? t('CASHBOX.COPIED') : ''}
        </span>
      </div>
    </div>
  );
}
