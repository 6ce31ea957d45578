import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address that rate limits count by. An IPv4 address counts as itself; an
 * IPv6 address by its /64 network, because one subscriber usually holds a whole /64 and could
 * otherwise take a fresh counter for every request. IPv4 written as IPv6 ("::ffff:203.0.113.9")
 * counts as the IPv4 address.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip.toLowerCase();
  const lower = ip.toLowerCase().split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return mapped[1];
  return `${expandIPv6(lower).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, "::" filled in and an embedded IPv4 tail converted. */
function expandIPv6(ip: string): string[] {
  let text = ip;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
