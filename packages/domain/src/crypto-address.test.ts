import { describe, expect, test } from 'vitest';
import { validateCryptoAddress } from './crypto-address.ts';
import { VALIDATION } from './validation-keys.ts';

describe('crypto withdrawal addresses per network', () => {
  test.each([
    ['bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['bitcoin', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'],
    ['bitcoin_cash', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
    ['litecoin', 'ltc1qg82tm8p8k9rutv4gy7ke3l4cnvuwnnc2j8e44f'],
    ['dogecoin', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
    ['erc20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    ['bep20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    ['trc20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL'],
  ])('%s takes %s', (network, address) => {
    expect(validateCryptoAddress(network, address)).toBeNull();
  });

  test.each([
    ['bitcoin', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e', VALIDATION.CRYPTO_ADDRESS_INVALID],
    ['erc20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', VALIDATION.CRYPTO_ADDRESS_INVALID],
    ['trc20', 'T0000000000000000000000000000000O', VALIDATION.CRYPTO_ADDRESS_INVALID],
    ['erc20', '0x742d35', VALIDATION.CRYPTO_ADDRESS_INVALID],
    ['ripple', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', VALIDATION.CRYPTO_NETWORK_INVALID],
  ])('%s refuses %s', (network, address, key) => {
    expect(validateCryptoAddress(network, address)).toBe(key);
  });
});
