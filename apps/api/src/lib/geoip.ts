import { isIP } from 'node:net';

export type LocationLookup =
  | { status: 'found'; countryCode: string; country: string }
  /** Loopback or private address: nothing to look up (local use, internal network). */
  | { status: 'private' }
  | { status: 'failed' };

const PRIVATE = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^::1$/,
  /^f[cd]/i,
  /^fe80:/i,
];

type GeoipModule = { lookup: (ip: string) => { country: string; name: string } | null };
let geoip: Promise<GeoipModule> | undefined;

/** Country of an IP address from the offline database (loaded on first use: ~8 MB). */
export async function lookupCountry(ip: string): Promise<LocationLookup> {
  const address = ip.replace(/^::ffff:/, '');
  if (!isIP(address)) return { status: 'failed' };
  if (PRIVATE.some((pattern) => pattern.test(address))) return { status: 'private' };
  try {
    geoip ??= import('geoip-country').then((module) => module.default);
    const found = (await geoip).lookup(address);
    return found
      ? { status: 'found', countryCode: found.country, country: found.name }
      : { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}
