import { useEffect, useState } from 'react';
import { usePlayer } from '~/lib/session';
import { playerGroups } from '~/lib/player/groups';
import { whenIdle } from '~/lib/idle';
import type * as PageViewReports from '~/lib/reporting/page-view-reports';
import type { Landing } from '~/lib/reporting/page-view-reports';

type Reports = typeof PageViewReports;

let reports: Promise<Reports> | null = null;

/** The page view's reports load when the browser is idle, once per page load: no first-page JS, no work before it is live. */
function loadReports(landing: Landing): Promise<Reports> {
  reports ??= whenIdle()
    .then(() => import('~/lib/reporting/page-view-reports'))
    .then((module) => {
      module.startPageViewReports(landing);
      return module;
    });
  return reports;
}

/**
 * The reporting calls of spec 01 section 7 (performance, network, campaign landings, installed-app events) and the
 * group 1401 of spec 01 section 4, mounted once by the chrome's after-hydration part. Never throws into the UI.
 */
export function useReporting(): void {
  // Read during the first render, before any effect tidies the URL (promo codes are taken out of the query).
  const [landing] = useState<Landing>(() => ({
    pathname: location.pathname,
    search: location.search,
  }));
  const player = usePlayer();
  const playerId = player?.id ?? null;
  const groupsKey = playerGroups(player).join(',');

  useEffect(() => {
    loadReports(landing).catch(() => undefined);
  }, [landing]);

  useEffect(() => {
    if (playerId === null) return;
    const groups = groupsKey === '' ? [] : groupsKey.split(',').map(Number);
    loadReports(landing)
      .then((module) => module.reportPlayer(playerId, groups))
      .catch(() => undefined);
  }, [landing, playerId, groupsKey]);
}
