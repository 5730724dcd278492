import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  RequestMapping,
  RequestMethod,
  SetMetadata,
} from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { ENDPOINTS, parseEndpointKey, type EndpointKey } from '@agecheck/contracts';
import { ACCESS_EXTENSION } from '../openapi/error-responses';
import type { AuthUser } from './auth-user';

export const ACCESS_KEY = 'agecheck:access';

/**
 * Declares a handler as the endpoint `key` of the access table (`ENDPOINTS` in packages/contracts): the
 * route (method and full path) and who may call it both come from the table, so they cannot differ. Use it
 * in a controller without a path prefix (`@Controller()`). The global guard refuses handlers without one;
 * the API description shows the access (security, roles, 401/403 answers).
 */
export function Endpoint(key: EndpointKey) {
  const { method, path } = parseEndpointKey(key);
  return applyDecorators(
    RequestMapping({ path, method: RequestMethod[method] }),
    SetMetadata(ACCESS_KEY, ENDPOINTS[key]),
    ApiExtension(ACCESS_EXTENSION, ENDPOINTS[key]),
  );
}

export type AuthenticatedRequest = { user?: AuthUser };

/** The verified caller of the current request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new Error('CurrentUser used on an endpoint without authentication');
  return user;
});
