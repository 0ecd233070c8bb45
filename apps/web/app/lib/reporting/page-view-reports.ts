import { GROUP } from '@casino/domain/statuses';
import { readLocalJson, readSession, writeLocal, writeSession } from '~/lib/local-storage';
import { changePlayerGroups } from '~/lib/player/add-groups';
import { networkReport } from '~/lib/reporting/network-report';
import { observePageMetrics } from '~/lib/reporting/page-metrics';
import { performanceReport, type PageContext } from '~/lib/reporting/performance-report';
import { currentDisplayMode, isInstalledApp, needsPwaGroup } from '~/lib/reporting/pwa';
import { sendReport } from '~/lib/reporting/report-client';
import { sameUtm, storedUtm, utmFromSearch } from '~/lib/reporting/utm';

// The reports of one page view (spec 01 section 7), loaded when the browser is idle after hydration. A full page load
// evaluates this module once, so each report below goes at most once per page view, whatever React re-renders.

const UTM_KEY = 'utm_metrics';
const PWA_OPEN_KEY = 'pwa_open_reported';
/** Where the layout switches to the desktop one (styles/chrome.css: no bottom bar from 960 px). */
const DESKTOP_MIN_WIDTH = 960;

/** The page as it was loaded: the path and query before the app tidied the URL (promo codes, hashes). */
export interface Landing {
  pathname: string;
  search: string;
}

let started = false;
const groupAsked = new Set<number>();

const installedApp = () => isInstalledApp(currentDisplayMode());

/** PUT /performance once, when the page is first hidden (tab switch, navigation, close): the metrics are final then. */
function reportPerformanceOnHide(landing: Landing): void {
  const readMetrics = observePageMetrics();
  const context: PageContext = {
    page: landing.pathname,
    device: innerWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile',
    // A tab the browser discarded to save memory and reloaded when the player came back (Chromium only).
    wasDiscarded: Reflect.get(document, 'wasDiscarded') === true,
  };
  let sent = false;
  const flush = () => {
    const body = sent ? null : performanceReport(readMetrics(), context);
    if (!body) return;
    sent = true;
    void sendReport(['PUT', '/performance'], body);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Some browsers (older Safari) skip visibilitychange when the page is unloaded.
  addEventListener('pagehide', flush);
}

/** POST /log_utm_set: a landing with campaign values is recorded, and kept for the sign-up (a reload is not a new landing). */
function recordUtmLanding(landing: Landing): void {
  const utmMetrics = utmFromSearch(landing.search);
  if (!utmMetrics) return;
  const stored = storedUtm(readLocalJson(UTM_KEY), Date.now());
  if (stored && sameUtm(stored.utmMetrics, utmMetrics)) return;
  writeLocal(UTM_KEY, JSON.stringify({ utmMetrics, setAt: Date.now(), sent: false }));
  void sendReport(['POST', '/log_utm_set'], { utmMetrics });
}

/** POST /api/pwa_events: `install` when the browser installed the app, `open` once per launch of the installed app. */
function reportPwaEvents(): void {
  addEventListener(
    'appinstalled',
    () => void sendReport(['POST', '/api/pwa_events'], { event: 'install' }),
  );
  if (!installedApp() || readSession(PWA_OPEN_KEY) !== null) return;
  writeSession(PWA_OPEN_KEY, '1');
  void sendReport(['POST', '/api/pwa_events'], { event: 'open' });
}

/** Starts the page view's reports (once per page load). */
export function startPageViewReports(landing: Landing): void {
  if (started) return;
  started = true;
  reportPerformanceOnHide(landing);
  const network = networkReport(Reflect.get(navigator, 'connection'));
  if (network) void sendReport(['PUT', '/network-performance'], network);
  recordUtmLanding(landing);
  reportPwaEvents();
}

/**
 * A signed-in player is on the page (at load, or after signing in or up here): POST /log_utm_send credits the kept
 * campaign to the player's session once, and a player in the installed app joins group 1401 (spec 01 section 4).
 */
export async function reportPlayer(playerId: number, groups: readonly number[]): Promise<void> {
  if (needsPwaGroup(installedApp(), groups) && !groupAsked.has(playerId)) {
    groupAsked.add(playerId);
    await changePlayerGroups([GROUP.PWA]).catch(() => undefined);
  }
  const stored = storedUtm(readLocalJson(UTM_KEY), Date.now());
  if (!stored || stored.sent) return;
  writeLocal(UTM_KEY, JSON.stringify({ ...stored, sent: true }));
  if (!(await sendReport(['POST', '/log_utm_send'], { utmMetrics: stored.utmMetrics })))
    writeLocal(UTM_KEY, JSON.stringify(stored));
}
