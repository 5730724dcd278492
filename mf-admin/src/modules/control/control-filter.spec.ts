import {
  controlDetailUrl,
  controlSetOf,
  filterFromParams,
  filterToParams,
  listQueryOf,
  NO_FILTER,
} from './control-filter';

describe('the control list filter (issue 8: date range, user, store type, test type, outcome)', () => {
  it('reads back what it wrote', () => {
    const filter = {
      ...NO_FILTER,
      from: '2026-11-01',
      to: '2026-11-30',
      userID: 'u1',
      storeType: 'coop' as const,
      testType: 'Alkohol' as const,
      outcome: 'notRespected' as const,
      page: 3,
    };
    expect(filterFromParams(new URLSearchParams(filterToParams(filter)))).toEqual(filter);
  });

  it('leaves out what is not valid', () =>
    expect(
      filterFromParams(new URLSearchParams('from=1.11.2026&storeType=shop&outcome=maybe&page=-2')),
    ).toEqual(NO_FILTER));

  it('keeps the valid parameters beside one the query schema refuses', () =>
    expect(
      filterFromParams(new URLSearchParams('from=2026-02-30&to=2026-11-30&testType=Tabak&page=2.5')),
    ).toEqual({ ...NO_FILTER, to: '2026-11-30', testType: 'Tabak' }));

  it('asks the server for the filled filters only', () =>
    expect(listQueryOf({ ...NO_FILTER, userID: 'u1' })).toEqual({ userID: 'u1', page: 1, pageSize: 50 }));
});

// back-office spec, section 2: "/admin/control/detail: params controlSet and parentState"; "the user returns
// to the parent state (default: the control list)".
describe('the control set in the URL', () => {
  it('carries the ids and the parent state', () => {
    const url = new URL(controlDetailUrl(['a', 'b'], '/admin/control?outcome=respected'), 'http://x');
    expect(controlSetOf(url.searchParams)).toEqual({
      ids: ['a', 'b'],
      parentState: '/admin/control?outcome=respected',
    });
  });
  it.each([
    ['none', ''],
    ['another origin', '//evil.example/x'],
    ['an absolute URL', 'https://evil.example/'],
  ])('returns to the control list when the parent state is %s', (_case, parent) =>
    expect(controlSetOf(new URLSearchParams({ controlSet: 'a', parentState: parent })).parentState).toBe(
      '/admin/control',
    ),
  );
});
