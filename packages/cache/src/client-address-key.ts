import ipaddr from 'ipaddr.js';

/**
 * The subject of a per-address rate limit. An IPv6 client usually holds a whole /64 (and can pick
 * any address in it), so IPv6 addresses count per /64 prefix; IPv4 (also IPv4-mapped IPv6) per
 * address. Anything that does not parse is kept as given.
 */
export function clientAddressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
