import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MODAL_HASHES } from '@casino/domain/routing';
import { useModals } from '~/lib/modal-stack';

/**
 * #sign-in, #sign-up, #remind, #new-password open the matching modal (spec 01 section 2); the hash is then dropped
 * so closing the modal does not reopen it. #chat (support chat) and #sport (betting) come with their issues.
 */
export function useHashModals(): void {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const { show } = useModals();
  useEffect(() => {
    const modal = MODAL_HASHES[hash];
    if (!modal) return;
    show(modal);
    navigate({ pathname, search, hash: '' }, { replace: true, preventScrollReset: true });
  }, [hash, pathname, search, navigate, show]);
}
