import { tuplesAsPrefixItems } from './api-description';

describe('tuples in the API description (OpenAPI 3.1)', () => {
  it('writes a tuple as prefixItems with its length, wherever it sits', () => {
    const document = {
      paths: {
        '/x': { put: { schema: { properties: { type: { type: 'array', items: [{ type: 'object' }] } } } } },
      },
    };
    expect(tuplesAsPrefixItems(document).paths['/x'].put.schema.properties.type).toEqual({
      type: 'array',
      prefixItems: [{ type: 'object' }],
      minItems: 1,
      maxItems: 1,
    });
  });

  it('leaves an ordinary array as it is', () => {
    const array = { type: 'array', items: { type: 'string' } };
    expect(tuplesAsPrefixItems({ ...array })).toEqual(array);
  });
});
