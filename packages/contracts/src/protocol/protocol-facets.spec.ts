import { EVENT_SUBJECTS } from '../events/subjects';
import { PROTOCOL_MODULES, protocolFacets, protocolModuleAndType } from './protocol-facets';

// back-office spec L79 ("filter and sort by date, module, type") and decision 0040: the filters' values come
// from the contracts' event subjects.
describe('protocolModuleAndType: a subject splits as the protocol stores it', () => {
  it.each([
    ['purchases.shopper.saved', 'purchases', 'shopper.saved'],
    ['timetrack.valoraRegion.deleted', 'timetrack', 'valoraRegion.deleted'],
    ['platform.user.roles.changed', 'platform', 'user.roles.changed'],
  ])('%s', (subject, module, type) => {
    expect(protocolModuleAndType(subject)).toEqual({ module, type });
  });
});

describe('protocolFacets: the modules and types of the filters', () => {
  it('offers every stream as a module', () => {
    expect(PROTOCOL_MODULES).toEqual(['purchases', 'promo', 'timetrack', 'files', 'exports', 'platform']);
  });

  it('groups the types under their module', () => {
    expect(
      protocolFacets(['purchases.shopper.saved', 'purchases.shopper.deleted', 'timetrack.record.saved']),
    ).toEqual([
      { module: 'purchases', types: ['shopper.saved', 'shopper.deleted'] },
      { module: 'promo', types: [] },
      { module: 'timetrack', types: ['record.saved'] },
      { module: 'files', types: [] },
      { module: 'exports', types: [] },
      { module: 'platform', types: [] },
    ]);
  });

  it('offers every declared subject once', () => {
    const offered = protocolFacets().flatMap(({ module, types }) => types.map((type) => `${module}.${type}`));
    expect(offered.sort()).toEqual(Object.keys(EVENT_SUBJECTS).sort());
  });
});
