import { describe, expect, test } from 'vitest';
import { validateCryptoAddress } from '@casino/domain/crypto-address';
import { sandboxDepositAddress } from './crypto-addresses.ts';

describe('sandbox deposit addresses', () => {
  test.each(['bitcoin', 'litecoin', 'bitcoin_cash', 'dogecoin', 'trc20', 'erc20', 'bep20'])(
    'a %s address has the network format (a withdrawal to it would pass), stable per player, unique per player',
    (network) => {
      const address = sandboxDepositAddress('secret-1', 7, 'X', network);
      expect(validateCryptoAddress(network, address)).toBeNull();
      expect(sandboxDepositAddress('secret-1', 7, 'X', network)).toBe(address);
      expect(sandboxDepositAddress('secret-1', 8, 'X', network)).not.toBe(address);
      expect(sandboxDepositAddress('secret-2', 7, 'X', network)).not.toBe(address);
    },
  );
});
