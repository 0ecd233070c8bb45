import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useModals } from '~/lib/modal-stack';

/** The route of each auth popup, for popups opened by their URL (spec 01 section 2). */
const POPUP_ROUTES: Readonly<Record<string, string>> = {
  'sign-in': '/login',
  'sign-up': '/registration',
  remind: '/remind',
  'email-verify': '/email-verify',
};
const POPUP_PATHS = new Set([
  '/login',
  '/sign-in',
  '/registration',
  '/sign-up',
  '/remind',
  '/new-password',
  '/email-verify',
  '/confirmation',
]);

/** Whether `pathname` is a popup route: its popup opens with the route and closes when the route is left. */
export const isPopupPath = (pathname: string): boolean => POPUP_PATHS.has(pathname);

/**
 * Moves from one auth popup to another (login -> remind, registration -> login). On a popup URL the next
 * popup gets its own URL, keeping the `redirect` query; over any other page (a #hash or forced popup)
 * the page stays and only the modal changes.
 */
export function useSwitchPopup(current: string): (next: string) => void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { show, close } = useModals();
  return useCallback(
    (next: string) => {
      const route = POPUP_ROUTES[next];
      if (POPUP_PATHS.has(pathname) && route) {
        void navigate({ pathname: route, search }, { replace: true });
        return;
      }
      // The player chose the other popup: no "discard?" confirm in between.
      void close(current, { force: true });
      show(next);
    },
    [pathname, search, navigate, show, close, current],
  );
}
