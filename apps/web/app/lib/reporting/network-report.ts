import type { NetworkReport } from '@casino/api/reporting';

const EFFECTIVE_TYPES: readonly NetworkReport['effectiveType'][] = ['slow-2g', '2g', '3g', '4g'];

const within = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/**
 * The body of PUT /network-performance (spec 01 section 7: rtt, downlink, effectiveType) from `navigator.connection`
 * (the Network Information API, Chromium only); null when the browser has none or reports values the server refuses.
 */
export function networkReport(connection: unknown): NetworkReport | null {
  if (!connection || typeof connection !== 'object') return null;
  const rtt: unknown = Reflect.get(connection, 'rtt');
  const downlink: unknown = Reflect.get(connection, 'downlink');
  const effectiveType = EFFECTIVE_TYPES.find(
    (type) => type === Reflect.get(connection, 'effectiveType'),
  );
  if (!within(rtt, 600_000) || !within(downlink, 100_000) || !effectiveType) return null;
  const saveData: unknown = Reflect.get(connection, 'saveData');
  return { rtt, downlink, effectiveType, ...(typeof saveData === 'boolean' ? { saveData } : {}) };
}
