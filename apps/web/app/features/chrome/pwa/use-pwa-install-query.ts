import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pwaInstallRedirect } from '@casino/domain/pwa-install';
import { useModals } from '~/lib/modal-stack';

/**
 * `?pwa=install` on the lobby opens the install instructions and redirects to the lobby (spec 02 section 2): the
 * modal opens, and a replace navigation drops the parameter, so a reload or the back button does not open it again.
 */
export function usePwaInstallQuery(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { show } = useModals();
  useEffect(() => {
    const redirect = pwaInstallRedirect(pathname, search);
    if (!redirect) return;
    show('pwa-install');
    void navigate(
      { pathname, search: redirect.search, hash },
      { replace: true, preventScrollReset: true },
    );
  }, [pathname, search, hash, navigate, show]);
}
