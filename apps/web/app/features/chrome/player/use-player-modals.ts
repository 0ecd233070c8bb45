import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { forcedProfileStep } from '@casino/domain/profile';
import { isLegalPagePath } from '@casino/domain/routing';
import { useModals } from '~/lib/modal-stack';
import { usePlayer } from '~/lib/session';

/** Modal names other features register (features/profile and features/auth). */
export const PERSONAL_INFO_MODAL = 'user-personal-info';
export const TERMS_ACCEPTANCE_MODAL = 'terms-acceptance';

const MODAL_OF_STEP = {
  terms_acceptance: TERMS_ACCEPTANCE_MODAL,
  personal_info: PERSONAL_INFO_MODAL,
} as const;

/**
 * Modals the profile forces (spec 01 sections 2, 4 and 5): terms acceptance when auth_fields_missed has
 * terms_acceptance, then the personal-info form for fiat players with missing fields. Both wait on the legal pages,
 * which the player may open from them to read before agreeing.
 */
export function usePlayerModals(): void {
  const player = usePlayer();
  const { pathname } = useLocation();
  const { show } = useModals();

  useEffect(() => {
    if (!player || isLegalPagePath(pathname)) return;
    const step = forcedProfileStep(player);
    if (step) show(MODAL_OF_STEP[step], {}, { blocking: true });
  }, [player, pathname, show]);
}
