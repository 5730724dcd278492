import { createZodValidationPipe, ZodValidationException } from 'nestjs-zod';

/** The global validation pipe: bodies, queries and params typed with `createZodDto` are parsed by their schema. */
export const ZodValidationPipe = createZodValidationPipe({
  createValidationException: (error: unknown) => new ZodValidationException(error),
});

export { createZodDto } from 'nestjs-zod';
