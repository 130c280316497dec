import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** Express's `trust proxy`: off, a hop count, or the proxies' addresses, subnets and named ranges. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrSubnet = (entry: string) => {
  if (NAMED_RANGES.has(entry)) return true;
  if (!entry.includes('/')) return ipaddr.isValid(entry);
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
};

/**
 * TRUST_PROXY: which proxies in front of the gateway may tell it the client's address
 * (X-Forwarded-For). Off by default: the socket's address is the client's. `true` is refused:
 * trusting every hop lets any client pick its own address and escape every rate limit.
 */
export const trustProxyField = () =>
  z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      if (value === '' || value === 'false') return false;
      if (value === 'true') {
        ctx.addIssue({
          code: 'custom',
          message:
            'true would trust any client; name the proxies (addresses, subnets, loopback…) or a hop count',
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(value)) return Number(value) || false;
      const entries = value.split(',').map((entry) => entry.trim());
      const invalid = entries.filter((entry) => !isAddressOrSubnet(entry));
      if (invalid.length) {
        ctx.addIssue({
          code: 'custom',
          message: `not an address, subnet, hop count or loopback/linklocal/uniquelocal: ${invalid.join(', ')}`,
        });
        return z.NEVER;
      }
      return entries;
    });
