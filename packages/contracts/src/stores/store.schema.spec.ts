import { nearStoresParamsSchema, nearStoresQuerySchema, storeSearchSchema } from './store.schema';

// field-app spec, section 5: "Search needs a non-empty query ('search.noQuery')."
describe.each([
  [{ query: 'Bahnhof' }, true],
  [{ query: '   ' }, false],
  [{ query: '' }, false],
  [{}, false],
  [{ query: 5 }, false],
])('search body %j', (body, accepted) => {
  it(accepted ? 'is accepted' : 'is refused with search.noQuery', () => {
    const result = storeSearchSchema.safeParse(body);
    expect(result.success).toBe(accepted);
    if (!accepted) expect(result.error?.issues[0]?.message).toBe('search.noQuery');
  });
});

// field-app spec, section 9: "Nearby stores in wizard: 10; dashboard shows 3".
describe('near-stores query', () => {
  it('answers 10 stores unless a limit is given', () => {
    expect(nearStoresQuerySchema.parse({})).toEqual({ limit: 10 });
    expect(nearStoresQuerySchema.parse({ limit: '3' })).toEqual({ limit: 3 });
    expect(nearStoresQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
  it('reads the position from the path and refuses an unknown store type', () => {
    expect(nearStoresParamsSchema.parse({ storeType: 'coop', lat: '47.37', lng: '8.54' })).toEqual({
      storeType: 'coop',
      lat: 47.37,
      lng: 8.54,
    });
    expect(nearStoresParamsSchema.safeParse({ storeType: 'spar', lat: '47', lng: '8' }).success).toBe(false);
    expect(nearStoresParamsSchema.safeParse({ storeType: 'coop', lat: '95', lng: '8' }).success).toBe(false);
  });
});
