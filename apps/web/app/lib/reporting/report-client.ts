import { createApiClient } from '@casino/api/client';

/**
 * The API client for reports: the app's conventions (CSRF header, same-origin cookie, timeout and retries) with
 * `keepalive`, so a report sent as the page goes away still arrives. No 401 handling: a report never signs anyone out.
 */
const reportingApi = createApiClient({
  fetch: (url, init) => fetch(url, { ...init, keepalive: true }),
  side: 'browser',
});

export type ReportCall =
  | ['PUT', '/performance' | '/network-performance' | '/metrics-errors-validation']
  | ['POST', '/log_utm_set' | '/log_utm_send' | '/api/pwa_events'];

/** Sends one report; resolves to whether the server took it. Never throws: reporting must not break a page. */
export async function sendReport([method, path]: ReportCall, body: unknown): Promise<boolean> {
  try {
    await reportingApi.request(method, path, { body });
    return true;
  } catch {
    // A lost report costs a data point, nothing the player would notice; logging it to PUT /log could loop.
    return false;
  }
}
