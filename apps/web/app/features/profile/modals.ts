import type { ModalRegistry } from '~/lib/modal-stack';

/**
 * The profile modals by name (spec 01 section 2 "user personal info"), registered in app/modal-registry.ts. Entries
 * lazy-load their component, so none of this code is on the first page. The chrome opens 'user-personal-info' when
 * forcedProfileStep(player) is personal_info; it cannot be dismissed (spec 01 section 5).
 */
export const profileModals: ModalRegistry = {
  'user-personal-info': {
    load: () => import('./components/personal-info-modal.tsx'),
    blocking: true,
  },
  // Spec 02 section 5 (Play): the provider context's empty fields, asked before real play; not dismissible.
  'profile-context-fields': {
    load: () => import('./components/context-fields-modal.tsx'),
    blocking: true,
  },
};
