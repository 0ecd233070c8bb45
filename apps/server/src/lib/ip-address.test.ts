import { describe, expect, test } from 'vitest';
import { clientNetworkOf } from './ip-address.ts';

describe('the network a per-address limit counts', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1:2', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (ip, network) => {
    expect(clientNetworkOf(ip)).toBe(network);
  });

  test('every address of one /64 shares a bucket, the next /64 does not', () => {
    const sameSubscriber = [
      '2001:db8:5:6::1',
      '2001:db8:5:6:ffff:ffff:ffff:ffff',
      '2001:db8:5:6:1::',
    ];
    expect(new Set(sameSubscriber.map(clientNetworkOf)).size).toBe(1);
    expect(clientNetworkOf('2001:db8:5:7::1')).not.toBe(clientNetworkOf('2001:db8:5:6::1'));
  });
});
