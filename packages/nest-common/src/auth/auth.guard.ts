import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { canAccess, isTokenFree, type Access } from '@agecheck/contracts';
import type { Request } from 'express';
import { ACCESS_KEY, type AuthenticatedRequest } from './access.decorators';
import { OidcVerifier } from './oidc-verifier';

/**
 * Global guard: verifies the bearer token and the endpoint's access from the access table (admin implies
 * planung, as in the front ends). Fails closed: a handler without `@Endpoint` is refused.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger(AuthGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: OidcVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (access === undefined) {
      this.logger.error(
        `${context.getClass().name}.${context.getHandler().name} declares no access; refused`,
      );
      throw new ForbiddenException();
    }
    // public, or signed: the handler checks the link's signature itself
    if (isTokenFree(access)) return true;

    const request = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedException();
    try {
      request.user = await this.verifier.verify(token);
    } catch {
      throw new UnauthorizedException();
    }
    if (!canAccess(request.user.roles, access)) throw new ForbiddenException();
    return true;
  }
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
