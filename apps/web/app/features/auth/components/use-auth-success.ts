import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '~/lib/session';
import { setGuardSession } from '~/lib/guards/guard-session';
import { safeRedirect } from '~/features/auth/utils/safe-redirect';

/**
 * After sign-in or sign-up: reload the session (the profile load fires the login event, spec 01
 * section 4), then go to the `redirect` query when it is a same-site path, else stay on the page.
 */
export function useAuthSuccess(close: () => void): () => Promise<void> {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(async () => {
    await refresh();
    const target = safeRedirect(params.get('redirect'));
    if (target) {
      // The route guards must not wait for the session's next render to know the player is in, or the
      // auth-required target would bounce back to registration.
      setGuardSession({ loggedIn: true });
      // Navigate before closing: leaving a popup route closes its popup, while closing first sends the
      // player to that route's close target (the lobby) and the redirect is lost.
      await navigate(target, { replace: true });
    }
    close();
  }, [refresh, params, navigate, close]);
}
