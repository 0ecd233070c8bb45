import type { ModalRegistry } from '~/lib/modal-stack';

/**
 * The install instructions by modal name, registered in app/modal-registry.ts: `?pwa=install` on the lobby shows
 * 'pwa-install' (use-pwa-install-query.ts). Loaded lazily, as every modal.
 */
export const pwaModals: ModalRegistry = {
  'pwa-install': { load: () => import('./install-modal.tsx') },
};
