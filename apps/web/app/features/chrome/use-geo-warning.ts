import { useEffect } from 'react';
import { usePlayer } from '~/lib/session';
import { useRootData } from '~/lib/root-data';
import { showToast } from '~/lib/toasts';
import { readSession, writeSession } from '~/lib/local-storage';
import {
  GEO_WARNING_SHOWN_KEY,
  RESTRICTED_GEO_TOAST,
  geoWarningDue,
} from '~/features/chrome/geo-warning';

/** Guests on partially restricted geos (and Estonia, and the 451 country) get 'OOPS.RESTRICTED_GEO' once per session. */
export function useGeoWarning(): void {
  const player = usePlayer();
  const { geo } = useRootData();
  const loggedIn = Boolean(player);
  const { access } = geo;
  useEffect(() => {
    if (
      !geoWarningDue({
        loggedIn,
        access,
        shownThisSession: readSession(GEO_WARNING_SHOWN_KEY) === '1',
      })
    )
      return;
    writeSession(GEO_WARNING_SHOWN_KEY, '1');
    showToast({ ...RESTRICTED_GEO_TOAST });
  }, [loggedIn, access]);
}
