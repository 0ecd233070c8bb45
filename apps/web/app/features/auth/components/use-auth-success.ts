import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '~/lib/session';
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
    close();
    if (target) await navigate(target, { replace: true });
  }, [refresh, params, navigate, close]);
}
