import { VALIDATION, type ValidationKey } from './validation-keys.ts';

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';

/** The address formats each network takes (mainnet): bech32 and base58 forms by their shape and length. */
const FORMATS: Readonly<Record<string, readonly RegExp[]>> = {
  bitcoin: [/^bc1[02-9ac-hj-np-z]{11,71}$/, new RegExp(`^[13]${BASE58}{25,34}$`)],
  bitcoin_cash: [/^(bitcoincash:)?[qp][02-9ac-hj-np-z]{41}$/, new RegExp(`^[13]${BASE58}{25,34}$`)],
  litecoin: [/^ltc1[02-9ac-hj-np-z]{11,71}$/, new RegExp(`^[LM3]${BASE58}{26,33}$`)],
  dogecoin: [new RegExp(`^D[5-9A-HJ-NP-U]${BASE58}{32}$`)],
  erc20: [/^0x[0-9a-fA-F]{40}$/],
  bep20: [/^0x[0-9a-fA-F]{40}$/],
  trc20: [new RegExp(`^T${BASE58}{33}$`)],
};

/** A withdrawal address for a crypto network: null when its shape fits the network, else the message key. */
export function validateCryptoAddress(network: string, address: string): ValidationKey | null {
  const formats = FORMATS[network];
  if (!formats) return VALIDATION.CRYPTO_NETWORK_INVALID;
  return formats.some((format) => format.test(address.trim()))
    ? null
    : VALIDATION.CRYPTO_ADDRESS_INVALID;
}
