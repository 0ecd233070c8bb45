import { useEffect } from 'react';
import { isCrypto } from '@casino/domain/currency';
import { needsPersonalInfo } from '@casino/domain/profile';
import { useModals } from '~/lib/modal-stack';
import { usePlayer } from '~/lib/session';

/** Modal names other features register (features/profile and features/auth). */
export const PERSONAL_INFO_MODAL = 'user-personal-info';
export const TERMS_ACCEPTANCE_MODAL = 'terms-acceptance';

/**
 * Modals the profile forces (spec 01 sections 4 and 5): terms acceptance when auth_fields_missed has
 * terms_acceptance, else the personal-info form for fiat players with missing fields.
 */
export function usePlayerModals(): void {
  const player = usePlayer();
  const { show } = useModals();

  useEffect(() => {
    if (!player) return;
    if (player.auth_fields_missed.includes('terms_acceptance')) show(TERMS_ACCEPTANCE_MODAL, {}, { blocking: true });
    else if (needsPersonalInfo(player, !isCrypto(player.currency))) show(PERSONAL_INFO_MODAL, {}, { blocking: true });
  }, [player, show]);
}
