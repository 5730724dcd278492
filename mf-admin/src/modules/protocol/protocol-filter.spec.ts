import {
  NO_PROTOCOL_FILTER,
  protocolFilterFromParams,
  protocolFilterToParams,
  protocolListQuery,
} from './protocol-filter';

// back-office spec L79 ("filter and sort by date, module, type"), CHECKLIST D.8 (50 a page from the server).
describe('the filter of /admin/protocol in the address', () => {
  it('reads the filter, sort and page the address gives', () => {
    const params = new URLSearchParams(
      'module=timetrack&type=record.saved&from=2026-11-01&to=2026-11-30&sort=type&order=asc&page=3',
    );
    expect(protocolFilterFromParams(params)).toEqual({
      module: 'timetrack',
      type: 'record.saved',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'type',
      order: 'asc',
      page: 3,
    });
  });

  it.each([
    ['nothing', '', NO_PROTOCOL_FILTER],
    [
      'a day that is none',
      'from=2026-02-30&module=purchases',
      { ...NO_PROTOCOL_FILTER, module: 'purchases' },
    ],
    ['an unknown sort', 'sort=actor&order=up', NO_PROTOCOL_FILTER],
    ['a page that is no whole number', 'page=abc', NO_PROTOCOL_FILTER],
    ['page 0', 'page=0', NO_PROTOCOL_FILTER],
  ])('leaves out what it refuses: %s', (_, query, expected) => {
    expect(protocolFilterFromParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes only what differs from the default, and reads it back', () => {
    expect(protocolFilterToParams(NO_PROTOCOL_FILTER)).toEqual({});
    const filter = { ...NO_PROTOCOL_FILTER, module: 'purchases', sort: 'module' as const, page: 2 };
    const params = protocolFilterToParams(filter);
    expect(params).toEqual({ module: 'purchases', sort: 'module', page: '2' });
    expect(protocolFilterFromParams(new URLSearchParams(params))).toEqual(filter);
  });

  it('asks the server for a page of 50 with the filter and sort', () => {
    expect(protocolListQuery({ ...NO_PROTOCOL_FILTER, type: 'shopper.saved', page: 4 })).toEqual({
      type: 'shopper.saved',
      sort: 'date',
      order: 'desc',
      page: '4',
      pageSize: '50',
    });
  });
});
