import type { AuthUser } from '@agecheck/nest-common';
import { ipKeyGenerator } from 'express-rate-limit';
import type { IncomingMessage } from 'node:http';

/**
 * Whose allowance a call counts against: the verified token's subject for a signed-in call, so that a shop
 * chain or an office behind one address does not share a limit; the address only for anonymous calls
 * (an IPv6 address by its /56 network, since one client holds many of them).
 */
export function rateLimitKey(request: { user?: AuthUser; ip?: string }): string {
  return request.user ? `user:${request.user.id}` : `address:${ipKeyGenerator(request.ip ?? '')}`;
}

/**
 * The caller's address when `trustedHops` proxies of our own stand in front of the gateway (TRUST_PROXY_HOPS):
 * the connection's address, or as many entries from the right of `x-forwarded-for` as there are trusted
 * hops (what Express's numeric `trust proxy` setting gives as `request.ip`).
 */
export function clientAddress(
  request: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string } },
  trustedHops: number,
): string {
  const forwarded = [request.headers['x-forwarded-for'] ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((address) => address.trim())
    .filter(Boolean)
    .reverse();
  const chain = [request.socket.remoteAddress ?? '', ...forwarded];
  return chain[Math.min(trustedHops, chain.length - 1)] ?? '';
}
