import { createZodDto as createNestZodDto } from 'nestjs-zod';

/**
 * Validation with the contracts' zod schemas: `createZodDto(schema)` types a body, query or params, and the
 * global `ZodValidationPipe` parses it, throwing `ZodValidationException` (mapped to field errors by the filter).
 * `@ZodResponse({ type: Dto })` declares an answer: the global `ZodSerializerInterceptor` parses it (fields
 * the schema does not name never leave the service) and the API description shows it.
 */
export { ZodResponse, ZodSerializerInterceptor, ZodValidationPipe } from 'nestjs-zod';

type PropertyMetadata = Record<string, unknown> & { type?: unknown };
type DescribedDto = { _OPENAPI_METADATA_FACTORY(): Record<string, PropertyMetadata> };

/**
 * A property whose JSON schema has a list of types (zod ≥ 4.5 writes `z.string().nullable()` as
 * `type: ['string', 'null']`) as `anyOf` of one schema per type. @nestjs/swagger reads any array in `type` as
 * "an array of the first", so without this the API description would call a nullable string a list of strings
 * (nestjs-zod issue 473). nestjs-zod already marks such a property as having no plain type and drops the
 * emptied `type` when it cleans up the document.
 */
export function describeTypeListsAsAnyOf(
  properties: Record<string, PropertyMetadata>,
): Record<string, PropertyMetadata> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      if (!Array.isArray(property.type)) return [name, property];
      const types: unknown[] = property.type;
      return [name, { ...property, type: '', anyOf: types.map((type) => ({ type })) }];
    }),
  );
}

function describeWithAnyOf(dto: DescribedDto): void {
  const factory = dto._OPENAPI_METADATA_FACTORY;
  dto._OPENAPI_METADATA_FACTORY = function describe(this: DescribedDto) {
    return describeTypeListsAsAnyOf(factory.call(this));
  };
}

/** nestjs-zod's `createZodDto`, with nullable fields described as such in the API description (input and output). */
export const createZodDto: typeof createNestZodDto = (schema, options) => {
  const dto = createNestZodDto(schema, options);
  describeWithAnyOf(dto as unknown as DescribedDto);
  const output = Object.getOwnPropertyDescriptor(dto, 'Output')?.get;
  if (output) {
    Object.defineProperty(dto, 'Output', {
      configurable: true,
      get(this: unknown) {
        const outputDto: unknown = output.call(this);
        describeWithAnyOf(outputDto as DescribedDto);
        return outputDto;
      },
    });
  }
  return dto;
};
