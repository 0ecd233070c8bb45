import type {
  CollectedMetrics,
  LayoutShift,
  NavigationTimes,
} from '~/lib/reporting/performance-report';

// Web Vitals of the current page view with PerformanceObserver (no library: the few rules live in
// performance-report.ts). `buffered: true` hands over what happened before this lazy module loaded.

const number = (entry: object, key: string): number | null => {
  const value: unknown = Reflect.get(entry, key);
  return typeof value === 'number' ? value : null;
};

function navigationTimes(entry: PerformanceEntry): NavigationTimes | null {
  if (!(entry instanceof PerformanceNavigationTiming)) return null;
  return {
    type: entry.type,
    responseStart: entry.responseStart,
    domContentLoadedEventEnd: entry.domContentLoadedEventEnd,
    loadEventEnd: entry.loadEventEnd,
    // Not in every browser (nor in TypeScript's DOM types): prerendering is Chromium's.
    activationStart: number(entry, 'activationStart') ?? 0,
  };
}

function layoutShift(entry: PerformanceEntry): LayoutShift | null {
  const value = number(entry, 'value');
  return value === null
    ? null
    : {
        value,
        startTime: entry.startTime,
        hadRecentInput: Reflect.get(entry, 'hadRecentInput') === true,
      };
}

function observe(
  type: string,
  onEntries: (entries: PerformanceEntryList) => void,
  extra: Record<string, number> = {},
): boolean {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes(type)
  )
    return false;
  try {
    new PerformanceObserver((list) => onEntries(list.getEntries())).observe({
      type,
      buffered: true,
      ...extra,
    });
    return true;
  } catch {
    return false;
  }
}

/** Starts observing; the returned function reads everything seen so far (navigation timing read fresh each time). */
export function observePageMetrics(): () => CollectedMetrics {
  let fcp: number | null = null;
  let lcp: number | null = null;
  let fid: number | null = null;
  const shifts: LayoutShift[] = [];
  const interactions = new Map<number, number>();

  observe('paint', (entries) => {
    for (const entry of entries) if (entry.name === 'first-contentful-paint') fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entries) => {
    const latest = entries.at(-1);
    if (latest) lcp = latest.startTime;
  });
  const shiftsSupported = observe('layout-shift', (entries) => {
    for (const entry of entries) {
      const shift = layoutShift(entry);
      if (shift) shifts.push(shift);
    }
  });
  observe('first-input', (entries) => {
    const first = entries[0];
    if (first instanceof PerformanceEventTiming && fid === null)
      fid = first.processingStart - first.startTime;
  });
  // 40 ms as web-vitals: shorter interactions cannot be the page's INP unless all of them are that quick.
  observe(
    'event',
    (entries) => {
      for (const entry of entries) {
        if (!(entry instanceof PerformanceEventTiming) || !entry.interactionId) continue;
        interactions.set(
          entry.interactionId,
          Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration),
        );
      }
    },
    { durationThreshold: 40 },
  );

  return () => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      navigation: navigation ? navigationTimes(navigation) : null,
      fcp,
      lcp,
      shifts: shiftsSupported ? shifts : null,
      interactions: [...interactions.values()],
      fid,
    };
  };
}
