import type { ModalRegistry } from '~/lib/modal-stack';

/** The cashbox modals of spec 01 section 2; each opens the cashbox on its own view. */
export const CASHBOX_MODALS = {
  dashboard: 'cashbox-dashboard',
  deposit: 'cashbox-deposit',
  withdraw: 'cashbox-withdraw',
  'deposit-fast': 'cashbox-deposit-fast',
} as const;

export type CashboxView = keyof typeof CASHBOX_MODALS;

const load = () => import('./components/cashbox-modal.tsx');

/** Registered in app/modal-registry.ts; the one lazy component holds every view, none of it on the first page. */
export const cashboxModals: ModalRegistry = Object.fromEntries(
  Object.values(CASHBOX_MODALS).map((name) => [name, { load }]),
);
