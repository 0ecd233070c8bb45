/** The CSRF header every state-changing call carries (DESIGN.md: the server refuses such calls without it). */
const REPORT_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

export type ReportCall =
  | ['PUT', '/performance' | '/network-performance' | '/metrics-errors-validation']
  | ['POST', '/log_utm_set' | '/log_utm_send' | '/api/pwa_events'];

/**
 * Sends one report with a plain `keepalive` fetch, so that a report sent as the page goes away still arrives; resolves
 * to whether the server took it. Not through the app's API client: a report is not worth its retries (a retried
 * report could count twice), and a 401 here must never sign anyone out. Never throws: reporting must not break a page.
 */
export async function sendReport([method, path]: ReportCall, body: unknown): Promise<boolean> {
  try {
    const response = await fetch(path, {
      method,
      headers: REPORT_HEADERS,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: true,
    });
    return response.ok;
  } catch {
    // A lost report costs a data point, nothing the player would notice; logging it to PUT /log could loop.
    return false;
  }
}
