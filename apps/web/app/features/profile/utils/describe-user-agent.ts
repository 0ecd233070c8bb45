/** Browser and system of a session, as the sessions list names it: "Firefox on Windows". */
export interface DeviceName {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux".
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Reads the user agent of GET /api/player/sessions; unknown parts stay null and the list says "Unknown device". */
export function describeUserAgent(userAgent: string | null): DeviceName {
  const ua = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    system: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  };
}
