import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@agecheck/contracts';
import type { AuthUser } from './auth-user';

export const ACCESS_KEY = 'agecheck:access';

/** Who may call an endpoint. Every endpoint declares one; the guard refuses endpoints that do not. */
export type Access = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'roles'; roles: Role[] };

/** Callers holding at least one of these roles (the spec's route guard with a role string). */
export const Roles = (...roles: [Role, ...Role[]]) =>
  SetMetadata(ACCESS_KEY, { kind: 'roles', roles } satisfies Access);

/** Any signed-in user (the spec's route guard with `true`). */
export const Authenticated = () => SetMetadata(ACCESS_KEY, { kind: 'authenticated' } satisfies Access);

/** No token needed (health, connectivity check, shell configuration). */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);

export type AuthenticatedRequest = { user?: AuthUser };

/** The verified caller of the current request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new Error('CurrentUser used on an endpoint without authentication');
  return user;
});
