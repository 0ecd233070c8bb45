import { createHmac } from 'node:crypto';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** `length` characters of `alphabet` drawn from a keyed hash of `seed` (stable for a seed, unguessable without the key). */
function charsOf(secret: string, seed: string, alphabet: string, length: number): string {
  let out = '';
  for (let round = 0; out.length < length; round++) {
    const digest = createHmac('sha256', secret).update(`${seed}:${round}`).digest();
    for (const byte of digest) {
      if (out.length === length) break;
      out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/**
 * A sandbox deposit address for a player's currency and network, in the network's own format (so the addresses a
 * player copies look like what a processor hands out): bech32-style for Bitcoin and Litecoin, cashaddr for Bitcoin
 * Cash, base58 for Dogecoin and Tron, 0x-hex for the EVM chains. Derived from a keyed hash: stable per player.
 */
export function sandboxDepositAddress(
  secret: string,
  playerId: number,
  currency: string,
  network: string,
): string {
  const seed = `deposit:${playerId}:${currency}:${network}`;
  switch (network) {
    case 'bitcoin':
      return `bc1q${charsOf(secret, seed, BECH32, 38)}`;
    case 'litecoin':
      return `ltc1q${charsOf(secret, seed, BECH32, 38)}`;
    case 'bitcoin_cash':
      return `bitcoincash:q${charsOf(secret, seed, BECH32, 41)}`;
    case 'dogecoin':
      return `D${charsOf(secret, seed, 'ABCDEFGHJKLMNPQRSTU', 1)}${charsOf(secret, `${seed}:b`, BASE58, 32)}`;
    case 'trc20':
      return `T${charsOf(secret, seed, BASE58, 33)}`;
    default:
      return `0x${charsOf(secret, seed, '0123456789abcdef', 40)}`;
  }
}
