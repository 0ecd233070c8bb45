import type { ModalRegistry } from '~/lib/modal-stack';

/**
 * The game search popup by modal name, registered in app/modal-registry.ts. The header and bottom-bar search
 * buttons call show('search'); the component loads lazily, so no search code is on the first page.
 */
export const searchModals: ModalRegistry = {
  search: { load: () => import('./components/search-modal.tsx') },
};
