import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_ADMIN_MESSAGES } from '@trails/contracts/admin-webhooks';

/** Every address a name resolves to (IPv4 and IPv6); tests hand in a stub. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Addresses an endpoint may never point at in production: this host, private networks, link-local
 * (169.254.169.254 is the cloud metadata service), carrier-grade NAT, multicast, documentation and
 * reserved ranges, for IPv4 and IPv6 (unique-local fc00::/7 holds fd00:ec2::254, another metadata
 * address). IPv4 written inside IPv6 (::ffff:a.b.c.d, 64:ff9b::/96) is checked as the IPv4 it carries.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 address carries (mapped ::ffff:0:0/96, NAT64 64:ff9b::/96, compatible ::/96). */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Is this IP address one the public internet routes to (not this host, a private network, link-local...)? */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !blocked.check(address, 'ipv4');
  if (version !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner) return isIP(inner) === 4 && !blocked.check(inner, 'ipv4');
  return !blocked.check(address, 'ipv6');
}

export interface AddressRule {
  /** WEBHOOKS_ALLOW_PRIVATE: http and private addresses (a receiver on this machine in development and tests). */
  allowPrivate: boolean;
  resolve: Resolver;
}

/** The rule the server runs with: public https addresses, or anything with WEBHOOKS_ALLOW_PRIVATE. */
export const addressRuleFrom = (config: { WEBHOOKS_ALLOW_PRIVATE: boolean }): AddressRule => ({
  allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
  resolve: systemResolver,
});

/** Why an address may not be used (a message of WEBHOOK_ADMIN_MESSAGES), for the `url` field. */
export class AddressRefused extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The address rule: https only, and every address the host resolves to public, unless the rule
 * allows private addresses. Answers the addresses, so the caller connects to one of exactly these
 * (the name is not resolved again between the check and the connection: no DNS rebinding).
 */
export async function checkAddress(url: string, rule: AddressRule): Promise<{ address: string; family: 4 | 6 }[]> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !(rule.allowPrivate && parsed.protocol === 'http:'))
    throw new AddressRefused(WEBHOOK_ADMIN_MESSAGES.webhookUrlNotHttps);
  const host = hostOf(parsed);
  const literal = isIP(host);
  let addresses: { address: string; family: 4 | 6 }[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await rule.resolve(host);
    } catch {
      throw new AddressRefused(WEBHOOK_ADMIN_MESSAGES.webhookUrlUnresolvable);
    }
    if (addresses.length === 0) throw new AddressRefused(WEBHOOK_ADMIN_MESSAGES.webhookUrlUnresolvable);
  }
  if (!rule.allowPrivate && addresses.some(({ address }) => !isPublicAddress(address)))
    throw new AddressRefused(WEBHOOK_ADMIN_MESSAGES.webhookUrlNotPublic);
  return addresses;
}

/** A `lookup` for http(s).request that answers only the addresses already checked. */
export function pinnedLookup(addresses: { address: string; family: 4 | 6 }[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      callback(null, addresses);
      return;
    }
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  };
}
