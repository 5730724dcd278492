/**
 * Validation with the contracts' zod schemas: `createZodDto(schema)` types a body, query or params, and the
 * global `ZodValidationPipe` parses it, throwing `ZodValidationException` (mapped to field errors by the filter).
 * `@ZodResponse({ type: Dto })` declares an answer: the global `ZodSerializerInterceptor` parses it (fields
 * the schema does not name never leave the service) and the API description shows it.
 */
export { createZodDto, ZodResponse, ZodSerializerInterceptor, ZodValidationPipe } from 'nestjs-zod';
