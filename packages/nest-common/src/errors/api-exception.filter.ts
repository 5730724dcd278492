import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
// Loaded for its zod configuration too: a failure no schema names reports 'util.invalid', never zod's English.
import '@agecheck/contracts';
import type { ApiErrorBody, FieldError } from '@agecheck/contracts';
import type { Response } from 'express';
import { ZodError } from 'zod';
import { ZodValidationException } from 'nestjs-zod';
import { DomainException } from './domain.exception';

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

const MESSAGE_KEYS: Record<number, string> = {
  400: 'util.invalid',
  401: 'util.unauthorized',
  403: 'util.forbidden',
  404: 'util.notFound',
  413: 'util.tooLarge',
  429: 'util.tooManyRequests',
  502: 'util.unavailable',
  503: 'util.unavailable',
};

/** The error body for a bare HTTP status (no domain code). */
export function errorBodyForStatus(statusCode: number): ApiErrorBody {
  return {
    statusCode,
    code: STATUS_CODES[statusCode] ?? (statusCode >= 500 ? 'INTERNAL' : 'HTTP_ERROR'),
    message: MESSAGE_KEYS[statusCode] ?? 'util.error',
  };
}

/** The field errors of a zod error, each with its path and message key. */
export function fieldErrorsOf(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), key: issue.message }));
}

/**
 * The status of a client error raised by Express's body parser (an `http-errors` error: a body too large,
 * unreadable JSON, an unsupported encoding), or undefined for anything else.
 */
function clientErrorStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, expose } = exception as { status?: unknown; expose?: unknown };
  return expose === true && typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Turns any exception into the one error body of the API (docs/engineering.md, "HTTP"). */
export function toApiError(exception: unknown): ApiErrorBody {
  if (exception instanceof ZodValidationException) {
    const zodError = exception.getZodError();
    const errors = zodError instanceof ZodError ? fieldErrorsOf(zodError) : [];
    return { statusCode: 400, code: 'VALIDATION', message: 'util.validation', errors };
  }
  if (exception instanceof DomainException) {
    return {
      statusCode: exception.status,
      code: exception.code,
      message: exception.key,
      ...(exception.errors ? { errors: exception.errors } : {}),
    };
  }
  if (exception instanceof HttpException) return errorBodyForStatus(exception.getStatus());
  return errorBodyForStatus(clientErrorStatus(exception) ?? HttpStatus.INTERNAL_SERVER_ERROR);
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const body = toApiError(exception);
    if (body.statusCode >= 500) this.logger.error(exception);
    host.switchToHttp().getResponse<Response>().status(body.statusCode).json(body);
  }
}
