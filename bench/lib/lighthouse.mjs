// Lighthouse (the npm package, default mobile form factor and simulated throttling) on Debian's Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function summarise(url, lhr) {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const sum = (items, key) => items.reduce((total, item) => total + (item[key] ?? 0), 0);
  return {
    url,
    performance:
      lhr.categories.performance.score === null
        ? null
        : Math.round(lhr.categories.performance.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    jsTransferBytes: sum(scripts, 'transferSize'),
    jsResourceBytes: sum(scripts, 'resourceSize'),
    jsFiles: scripts.length,
    // Each script as transferred (the server's brotli), to tell the first page's own scripts from later lazy chunks.
    scripts: scripts.map((r) => ({
      path: new URL(r.url).pathname,
      transferBytes: r.transferSize ?? 0,
    })),
    totalTransferBytes: audits['total-byte-weight'].numericValue,
    // Any Lighthouse warning (e.g. a redirect or an uncompressed asset notice) travels with the figures.
    warnings: lhr.runWarnings,
    // The document request's checks (redirects, server response time, compression) that fail.
    documentIssues: Object.values(audits['document-latency-insight']?.details?.items ?? {})
      .filter((c) => c?.value === false)
      .map((c) => c.label),
    // What Lighthouse itself says would help most (estimated LCP / FCP savings), best first.
    opportunities: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.metricSavings)
      .map((a) => ({
        id: a.id,
        title: a.title,
        displayValue: a.displayValue ?? '',
        savings: a.metricSavings,
      }))
      .sort(
        (x, y) =>
          (y.savings.LCP ?? 0) - (x.savings.LCP ?? 0) ||
          (y.savings.FCP ?? 0) - (x.savings.FCP ?? 0),
      ),
  };
}

/** Runs per page: Lighthouse's own guidance is to take the median of several, single runs vary by a second of LCP. */
export const RUNS_PER_PAGE = 3;

/** The median run by LCP (the target closest to its limit), so one slow or lucky run does not decide. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.summary.lcpMs - b.summary.lcpMs);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One Chromium (a fresh temporary profile) for all pages, killed by its pid whatever happens. */
export async function runLighthouse(urls, { saveReportTo, runs = RUNS_PER_PAGE } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const results = [];
    for (const url of urls) {
      const started = Date.now();
      const pageRuns = [];
      for (let run = 0; run < runs; run++) {
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
        pageRuns.push({ lhr: runner.lhr, summary: summarise(url, runner.lhr) });
      }
      const median = medianRun(pageRuns);
      if (saveReportTo) saveReportTo(url, median.lhr);
      results.push({
        ...median.summary,
        runs: pageRuns.map((r) => ({
          performance: r.summary.performance,
          lcpMs: Math.round(r.summary.lcpMs),
          fcpMs: Math.round(r.summary.fcpMs),
        })),
        seconds: (Date.now() - started) / 1000,
        lighthouseVersion: median.lhr.lighthouseVersion,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
