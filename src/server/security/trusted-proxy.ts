/**
 * What the reverse proxies in front of the server may tell it, and nothing a client can add.
 *
 * TRUST_PROXY is the number of proxy hops in front of the server that are ours (`true` means 1; unset, `false` or
 * anything else means 0: the server faces clients directly). Each of our proxies appends the address it saw to
 * X-Forwarded-For, so of the chain `[...X-Forwarded-For, socket]` the right-most `hops` entries are our proxies'
 * and the next one to their left is the client. Entries further left were written by the client itself and are
 * never believed — taking the left-most entry would let any client pick its own address.
 *
 * X-Forwarded-Proto and X-Forwarded-Host are read only when there is a trusted hop, and then the value our
 * outermost proxy wrote (a proxy that appends leaves the client's values to its left).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

type Env = Partial<Record<string, string | undefined>>;

/** Hops of our own in front of the server: `true` is 1, a whole number is itself, anything else 0 (fail closed). */
export function trustedProxyHops(env: Env = process.env): number {
  const value = env.TRUST_PROXY?.trim().toLowerCase() ?? '';
  if (value === 'true') return 1;
  if (!/^\d{1,2}$/.test(value)) return 0;
  return Number(value);
}

/** Every value of a header, comma-separated lists split out, in order (Node joins repeated headers the same way). */
function listOf(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** An address as a plain IP: brackets and a port dropped, IPv4-mapped IPv6 as IPv4; null when it is no IP. */
export function plainAddress(entry: string | undefined): string | null {
  if (!entry) return null;
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped) text = mapped[1]!;
  return isIP(text) ? text.toLowerCase() : null;
}

/**
 * The client's address: the socket's when no proxy is trusted; else the right-most X-Forwarded-For entry that is
 * not one of our hops. An entry our proxy wrote that is no IP (a misconfigured proxy) falls back to the nearest
 * valid entry to its right — always one a trusted hop vouched for, never one the client wrote.
 */
export function clientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  env: Env = process.env,
): string | null {
  const socket = plainAddress(socketAddress);
  const hops = trustedProxyHops(env);
  if (hops === 0) return socket;
  const chain = [...listOf(headers['x-forwarded-for']), socketAddress ?? ''];
  const clientIndex = Math.max(0, chain.length - 1 - hops);
  for (let index = clientIndex; index < chain.length; index++) {
    const address = plainAddress(chain[index]);
    if (address) return address;
  }
  return socket;
}

/** The value our outermost trusted proxy gave a forwarded header (X-Forwarded-Proto, -Host); none without trust. */
export function trustedForwarded(
  headers: IncomingHttpHeaders,
  name: 'x-forwarded-proto' | 'x-forwarded-host',
  env: Env = process.env,
): string | undefined {
  const hops = trustedProxyHops(env);
  if (hops === 0) return undefined;
  const values = listOf(headers[name]);
  if (values.length === 0) return undefined;
  return values[Math.max(0, values.length - hops)]!.toLowerCase();
}
