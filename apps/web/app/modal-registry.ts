import type { ModalRegistry } from '~/lib/modal-stack';
import { authModals } from '~/features/auth/modals';
import { profileModals } from '~/features/profile/modals';
import { searchModals } from '~/features/search/modals';
import { pwaModals } from '~/features/chrome/pwa/modals';
import { cashboxModals } from '~/features/cashbox/modals';

/**
 * Every modal of the app by name (spec 01 section 2 "Modals"). Features export their own registries; entries
 * only hold lazy imports, so no modal code reaches the first page. Add a feature's registry here once.
 */
export const modalRegistry: ModalRegistry = {
  ...authModals,
  ...profileModals,
  ...searchModals,
  ...pwaModals,
  ...cashboxModals,
};
