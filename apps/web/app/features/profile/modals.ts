import type { ModalRegistry } from '~/lib/modal-stack';

// The profile modals by name, registered with the app's modal stack (app/modal-registry.ts).
// The root opens 'user-personal-info' (blocking) when needsPersonalInfo(player, fiat) holds.
// Owned by the profile helper, who fills it in.
export const profileModals: ModalRegistry = {};
