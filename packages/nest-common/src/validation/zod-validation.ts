/**
 * Validation with the contracts' zod schemas: `createZodDto(schema)` types a body, query or params, and the
 * global `ZodValidationPipe` parses it, throwing `ZodValidationException` (mapped to field errors by the filter).
 */
export { createZodDto, ZodValidationPipe } from 'nestjs-zod';
