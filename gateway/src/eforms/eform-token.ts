import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a form's token vouches for: the user, the form and the end of its validity (seconds since 1970, UTC). */
export type EformClaim = { user: string; form: string; expires: number };

/**
 * The token of a form's address (decision D-C14, docs/decisions/0047): HMAC-SHA256 with the platform's e-form
 * secret over `<user id>\n<form>\n<expires>`, base64url without padding. A form provider checks it with
 * `GET /api/eforms/verify` or, given the secret, by the same computation.
 */
export function eformToken(secret: string, claim: EformClaim): string {
  return createHmac('sha256', secret)
    .update(`${claim.user}\n${claim.form}\n${claim.expires}`)
    .digest('base64url');
}

/** Why a token is refused, or `null` when it holds: `altered` (another signature) or `expired`. */
export function eformTokenProblem(
  secret: string,
  claim: EformClaim,
  token: string,
  nowSeconds: number,
): 'altered' | 'expired' | null {
  const expected = Buffer.from(eformToken(secret, claim));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'altered';
  return claim.expires < nowSeconds ? 'expired' : null;
}
