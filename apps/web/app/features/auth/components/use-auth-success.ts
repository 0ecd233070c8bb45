import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '~/lib/session';
import { setGuardSession } from '~/lib/guards/guard-session';
import { safeRedirect } from '~/features/auth/utils/safe-redirect';
import { isPopupPath } from './use-switch-popup.ts';

/**
 * After sign-in or sign-up: reload the session (the profile load fires the login event, spec 01
 * section 4), then go to the `redirect` query when it is a same-site path, else stay on the page.
 */
export function useAuthSuccess(close: () => void): () => Promise<void> {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return useCallback(async () => {
    const target = safeRedirect(params.get('redirect'));
    if (!target) {
      await refresh();
      close();
      return;
    }
    // Go first, then reload the session there: reloading it on a guest-only popup route (/login, /registration) would
    // answer that route's redirect to the lobby, racing this navigation. The route guards learn at once that the
    // player is in, or the auth-required target would bounce back to registration.
    setGuardSession({ loggedIn: true });
    // The target learns it was reached from this popup (a cashbox route bounces to main after sign-up).
    await navigate(target, { replace: true, state: { from: pathname } });
    // Leaving a popup route closed its popup; closing it again before React has let go of that route would send the
    // player to the route's close target (the lobby). A popup over any other page closes here.
    if (!isPopupPath(pathname)) close();
    await refresh();
  }, [refresh, params, navigate, close, pathname]);
}
