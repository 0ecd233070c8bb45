import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { isNonPublicAddress } from '../../lib/ip-address.ts';
import { lookupCountry } from './geoip.ts';

export const DEFAULT_COUNTRY = 'CA';

// Codes a proxy may send that name no country: unknown (XX) and Tor exit nodes (T1, as Cloudflare reports them).
const NOT_A_COUNTRY = new Set(['XX', 'T1', 'ZZ']);

function countryFromHeader(request: FastifyRequest, header: string): string | null {
  const value = request.headers[header.toLowerCase()];
  const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && !NOT_A_COUNTRY.has(code) ? code : null;
}

/** Country of an address by the shipped GeoIP data; loopback and private networks (local development) are CA. */
export function countryOfIp(ip: string): string {
  if (isNonPublicAddress(ip)) return DEFAULT_COUNTRY;
  return lookupCountry(ip) ?? DEFAULT_COUNTRY;
}

/**
 * The visitor's ISO country (spec 01 section 1, default CA): the trusted proxy header when GEO_HEADER is configured
 * and carries a country, else a GeoIP lookup of the client address, else CA.
 */
export function countryOf(request: FastifyRequest, config: AppConfig): string {
  if (config.GEO_HEADER) {
    const fromHeader = countryFromHeader(request, config.GEO_HEADER);
    if (fromHeader) return fromHeader;
  }
  return countryOfIp(request.ip);
}
