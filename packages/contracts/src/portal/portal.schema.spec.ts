import { portalResponseSchema, salesRegionSchema } from './portal.schema';

describe('what the portal reads of an answer (promo-checks spec, sections 3 and 7)', () => {
  it('keeps the named fields of a response and drops the rest', () => {
    expect(
      portalResponseSchema.parse({
        _id: 'r1',
        promoCheckId: { date: '2026-11-20', time: '10:15', salesStaff: { name: 'Muster' } },
        promogefaess: { description: 'Kühlschrank', img: 'k.png' },
        result: 'notFulfilled',
        internalNotes: 'nicht gezeigt',
      }),
    ).toEqual({
      _id: 'r1',
      promoCheckId: { date: '2026-11-20', time: '10:15' },
      promogefaess: { description: 'Kühlschrank' },
      result: 'notFulfilled',
    });
  });

  it.each([['fulfilled'], ['notFulfilled'], ['notTested']])('accepts the result %s', (result) => {
    expect(portalResponseSchema.safeParse({ _id: 'r1', result }).success).toBe(true);
  });

  it('refuses a result the spec does not name', () => {
    expect(portalResponseSchema.safeParse({ _id: 'r1', result: 'ok' }).success).toBe(false);
  });

  it.each([
    [{ _id: 'v1', name: 'VL Nord' }, true],
    [{ _id: 'v2', name: 'VL Alt', archive: true }, true],
    [{ _id: 'v3' }, false],
  ])('reads the VL %j: %p', (region, valid) => {
    expect(salesRegionSchema.safeParse(region).success).toBe(valid);
  });
});
