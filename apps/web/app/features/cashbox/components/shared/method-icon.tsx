import type { PaymentMethodType } from '@casino/api/payments';

const PATHS: Record<PaymentMethodType, string> = {
  cards: 'M3 6h18v12H3z M3 10h18 M6 15h4',
  bank_transfer: 'M3 10l9-6 9 6 M5 10v8 M9.5 10v8 M14.5 10v8 M19 10v8 M3 20h18',
  direct: 'M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4z M4 7l11-3v3 M16 13h2',
  voucher: 'M4 6h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4z M10 6v12',
  crypto:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M10 7v10 M13 7v10 M9 8h5a2 2 0 0 1 0 4H9 M9 12h6a2 2 0 0 1 0 4H9',
};

/** A line icon of the method's kind (the brands' own logos are the operator's files, not ours to draw). */
export function MethodIcon({ type }: { type: PaymentMethodType }) {
  return (
    <svg
      className="cashbox-method__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
