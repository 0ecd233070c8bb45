import type { ModalRegistry } from '~/lib/modal-stack';

import { CASHBOX_MODALS } from './modal-names.ts';

export { CASHBOX_MODALS, type CashboxView } from './modal-names.ts';

const load = () => import('./components/cashbox-modal.tsx');

/** Registered in app/modal-registry.ts; the one lazy component holds every view, none of it on the first page. */
export const cashboxModals: ModalRegistry = Object.fromEntries(
  Object.values(CASHBOX_MODALS).map((name) => [name, { load }]),
);
