import type { AuthUser } from '@agecheck/nest-common';
import { ipKeyGenerator } from 'express-rate-limit';

/**
 * Whose allowance a call counts against: the verified token's subject for a signed-in call, so that a shop
 * chain or an office behind one address does not share a limit; the address only for anonymous calls
 * (an IPv6 address by its /56 network, since one client holds many of them).
 */
export function rateLimitKey(request: { user?: AuthUser; ip?: string }): string {
  return request.user ? `user:${request.user.id}` : `address:${ipKeyGenerator(request.ip ?? '')}`;
}
