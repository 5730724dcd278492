import type { FieldError } from '@agecheck/contracts';
import { ApiExtension } from '@nestjs/swagger';
import { ERRORS_EXTENSION, type DescribedError } from '../openapi/error-responses';

/** What a domain error code means on the wire: its HTTP status and the spec's i18n message key. */
export type ErrorSpec = { status: number; key: string };

/**
 * Base of every domain's exception. A domain declares its codes once, as a table of `ErrorSpec`s
 * (`satisfies Record<Code, ErrorSpec>`), so a code without a status and message key does not compile.
 */
export class DomainException<Code extends string = string> extends Error {
  readonly status: number;
  readonly key: string;

  constructor(
    readonly code: Code,
    spec: ErrorSpec,
    detail?: string,
    /** The fields at fault, when the error is about a body's content (answered as `errors`). */
    readonly errors?: FieldError[],
  ) {
    super(detail ?? spec.key);
    this.status = spec.status;
    this.key = spec.key;
  }
}

/**
 * The exception class of a domain, made from its table of codes:
 * `export class ShopperException extends domainException(SHOPPER_ERRORS) {}`.
 */
export function domainException<Table extends Record<string, ErrorSpec>>(errors: Table) {
  return class extends DomainException<Extract<keyof Table, string>> {
    constructor(code: Extract<keyof Table, string>, detail?: string, fieldErrors?: FieldError[]) {
      super(code, errors[code] as ErrorSpec, detail, fieldErrors);
    }
  };
}

/**
 * Describes in the API description the errors of a domain's table that the endpoints of a controller (or
 * one endpoint) may answer, each under its status with the house error body.
 */
export const ApiErrors = (errors: Record<string, ErrorSpec>) =>
  ApiExtension(
    ERRORS_EXTENSION,
    Object.entries(errors).map(
      ([code, spec]) => ({ code, status: spec.status, key: spec.key }) satisfies DescribedError,
    ),
  );
