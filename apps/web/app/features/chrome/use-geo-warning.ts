import { useEffect } from 'react';
import { usePlayer } from '~/lib/session';
import { useRootData } from '~/lib/root-data';
import { showToast } from '~/lib/toasts';

/** Guests on partially restricted geos (and Estonia) get the warning 'OOPS.RESTRICTED_GEO' (spec 01 section 8). */
export function useGeoWarning(): void {
  const player = usePlayer();
  const { geo } = useRootData();
  const warn = !player && geo.access.showRestrictedWarning;
  useEffect(() => {
    if (warn) showToast({ kind: 'warning', text: 'OOPS.RESTRICTED_GEO' });
  }, [warn]);
}
