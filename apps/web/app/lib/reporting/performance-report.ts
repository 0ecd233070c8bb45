import type { PerformanceReport } from '@casino/api/reporting';

// The body of PUT /performance (spec 01 section 7) from what the browser measured during one page view. Pure: the
// observers in page-metrics.ts collect, this decides what is sent; values the server would refuse are left out.

/** The navigation entry's times that matter here (ms from the navigation start). */
export interface NavigationTimes {
  type: string;
  responseStart: number;
  domContentLoadedEventEnd: number;
  loadEventEnd: number;
  /** When a prerendered page was shown (0 for an ordinary navigation). */
  activationStart: number;
}

export interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

/** What the observers saw; `shifts` is null where the browser cannot report layout shifts (CLS unknown, not 0). */
export interface CollectedMetrics {
  navigation: NavigationTimes | null;
  fcp: number | null;
  lcp: number | null;
  shifts: readonly LayoutShift[] | null;
  /** The longest event duration of each interaction (by interactionId). */
  interactions: readonly number[];
  fid: number | null;
}

export interface PageContext {
  page: string;
  device: 'desktop' | 'mobile';
  wasDiscarded: boolean;
}

const MAX_MS = 3_600_000;
const METRIC_NAMES = [
  'ttfb',
  'fcp',
  'lcp',
  'cls',
  'inp',
  'fid',
  'domContentLoaded',
  'load',
] as const satisfies readonly (keyof PerformanceReport['metrics'])[];
const MAX_CLS = 100;

/** Layout shifts grouped in session windows (gaps under 1 s, at most 5 s long); CLS is the largest window (web.dev/cls). */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    const continues = window > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000;
    if (continues) window += shift.value;
    else {
      window = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}

/** INP: the slowest interaction, ignoring one outlier per 50 interactions (web.dev/inp); null without interactions. */
export function interactionToNextPaint(durations: readonly number[]): number | null {
  if (durations.length === 0) return null;
  const slowestFirst = [...durations].sort((a, b) => b - a);
  return slowestFirst[Math.min(slowestFirst.length - 1, Math.floor(durations.length / 50))] ?? null;
}

type NavigationType = NonNullable<PerformanceReport['navigationType']>;

/** The navigation entry's type in the server's words; a prerendered page that was shown, or a discarded tab brought back. */
export function navigationTypeOf(
  navigation: NavigationTimes | null,
  wasDiscarded: boolean,
): NavigationType | undefined {
  if (wasDiscarded) return 'restore';
  if (!navigation) return undefined;
  if (navigation.activationStart > 0) return 'prerender';
  const types: readonly NavigationType[] = ['navigate', 'reload', 'back_forward', 'prerender'];
  return types.find((type) => type === navigation.type);
}

const millis = (value: number | null | undefined): number | undefined =>
  value === null || value === undefined || !Number.isFinite(value) || value < 0 || value > MAX_MS
    ? undefined
    : Math.round(value);

/** The report of one page view, or null when nothing was measured (the server requires one metric at least). */
export function performanceReport(
  collected: CollectedMetrics,
  context: PageContext,
): PerformanceReport | null {
  const nav = collected.navigation;
  // A prerendered page's clock starts when it was shown, not when it was fetched in the background.
  const activation = nav?.activationStart ?? 0;
  const sinceShown = (time: number | null | undefined) =>
    time === null || time === undefined || time <= 0
      ? undefined
      : millis(Math.max(time - activation, 0));
  const cls = collected.shifts ? cumulativeLayoutShift(collected.shifts) : undefined;
  const candidates = {
    ttfb: nav ? millis(Math.max(nav.responseStart - activation, 0)) : undefined,
    fcp: sinceShown(collected.fcp),
    lcp: sinceShown(collected.lcp),
    cls: cls === undefined || cls > MAX_CLS ? undefined : Math.round(cls * 10_000) / 10_000,
    inp: millis(interactionToNextPaint(collected.interactions)),
    fid: millis(collected.fid),
    domContentLoaded: sinceShown(nav?.domContentLoadedEventEnd),
    load: sinceShown(nav?.loadEventEnd),
  };
  const metrics: PerformanceReport['metrics'] = {};
  for (const name of METRIC_NAMES) {
    const value = candidates[name];
    if (value !== undefined) metrics[name] = value;
  }
  if (Object.keys(metrics).length === 0) return null;
  const navigationType = navigationTypeOf(nav, context.wasDiscarded);
  return {
    page: context.page.slice(0, 500),
    metrics,
    ...(navigationType ? { navigationType } : {}),
    device: context.device,
  };
}
