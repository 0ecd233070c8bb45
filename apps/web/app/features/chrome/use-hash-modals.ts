import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isModalHash, modalForHash } from '@casino/domain/routing';
import { useModals } from '~/lib/modal-stack';
import { usePlayer } from '~/lib/session';

/**
 * #sign-in, #sign-up, #remind, #new-password open the matching modal (spec 01 section 2); the hash is then dropped
 * so closing the modal does not reopen it. A signed-in player gets no guest-only popup (sign-in, sign-up, remind):
 * the hash is dropped and nothing opens, as their routes send a player to main. #chat (support chat) and #sport
 * (betting) come with their issues.
 */
export function useHashModals(): void {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const { show } = useModals();
  const signedIn = usePlayer() !== null;
  useEffect(() => {
    if (!isModalHash(hash)) return;
    const modal = modalForHash(hash, signedIn);
    if (modal) show(modal);
    void navigate({ pathname, search, hash: '' }, { replace: true, preventScrollReset: true });
  }, [hash, pathname, search, navigate, show, signedIn]);
}
