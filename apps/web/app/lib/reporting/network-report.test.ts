import { expect, test } from 'vitest';
import { networkReportSchema } from '@casino/api/reporting';
import { networkReport } from '~/lib/reporting/network-report';

test('navigator.connection maps to rtt, downlink and effectiveType (and saveData when the browser has it)', () => {
  const body = networkReport({
    rtt: 150,
    downlink: 1.45,
    effectiveType: '3g',
    saveData: false,
    type: 'cellular',
  });
  expect(body).toEqual({ rtt: 150, downlink: 1.45, effectiveType: '3g', saveData: false });
  expect(networkReportSchema.safeParse(body).success).toBe(true);
});

test("a connection object whose values live on its prototype (as the browser's do) is read", () => {
  class NetworkInformation {
    get rtt() {
      return 50;
    }
    get downlink() {
      return 10;
    }
    get effectiveType() {
      return '4g';
    }
  }
  expect(networkReport(new NetworkInformation())).toEqual({
    rtt: 50,
    downlink: 10,
    effectiveType: '4g',
  });
});

test.each([
  ['no Network Information API', undefined],
  ['an unknown effective type', { rtt: 50, downlink: 10, effectiveType: '5g' }],
  ['a missing rtt', { downlink: 10, effectiveType: '4g' }],
  ['a negative downlink', { rtt: 50, downlink: -1, effectiveType: '4g' }],
  ['an rtt beyond ten minutes', { rtt: 600_001, downlink: 1, effectiveType: '2g' }],
])('nothing is sent for %s', (_case, connection) => {
  expect(networkReport(connection)).toBeNull();
});
