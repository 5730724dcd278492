import { canAccess, type Access, type Role } from '@agecheck/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type DemoUser = { username: string; roles: Role[] };

export const demoUsers = JSON.parse(
  readFileSync(join(__dirname, '..', '..', '..', 'infra', 'demo-users.json'), 'utf8'),
) as DemoUser[];

/** For each role the demo user holding it with the fewest other roles. */
export function demoUserWithRole(role: Role): DemoUser {
  const holders = demoUsers.filter((user) => user.roles.includes(role));
  const user = holders.sort((a, b) => a.roles.length - b.roles.length)[0];
  if (!user) throw new Error(`no demo user holds ${role}`);
  return user;
}

/** A demo user the access rule lets in, preferring the field roles, then the back office. */
export function demoUserAllowed(access: Access): DemoUser | undefined {
  const preference: Role[] = ['testkaeufer', 'detektiv', 'promocheck', 'planung', 'admin', 'promoAdmin'];
  return [...preference, ...demoUsers.flatMap((user) => user.roles)]
    .map(demoUserWithRole)
    .find((user) => canAccess(user.roles, access));
}

/** The `sub` claim of an access token: the user's id. */
export const subjectOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;
