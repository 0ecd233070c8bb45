import type { ModalRegistry } from '~/lib/modal-stack';

/**
 * The auth popups by modal name (spec 01 section 2), registered in app/modal-registry.ts. Each entry
 * lazy-loads its component, so none of this code is on the first page. 'terms-acceptance' cannot be
 * dismissed (spec 01 section 4).
 */
export const authModals: ModalRegistry = {
  'sign-in': { load: () => import('./components/sign-in-modal.tsx') },
  'sign-up': { load: () => import('./components/registration-modal.tsx') },
  remind: { load: () => import('./components/remind-modal.tsx') },
  'new-password': { load: () => import('./components/new-password-modal.tsx') },
  'email-verify': { load: () => import('./components/email-verify-modal.tsx') },
  confirmation: { load: () => import('./components/confirmation-modal.tsx') },
  'terms-acceptance': {
    load: () => import('./components/terms-acceptance-modal.tsx'),
    blocking: true,
  },
};
