import {
  NO_RECORDS_FILTER,
  recordsFilterFromParams,
  recordsFilterToParams,
  recordsListQuery,
  type RecordsFilter,
} from './records-filter';

// Checklist A.7: the filters of /admin/timetracks (user, customer, period, status) and the page live in the
// address, read back with the query schema of `GET api/timetrack/admin/page/{page}`.

const read = (search: string) => recordsFilterFromParams(new URLSearchParams(search));

describe('the filter of all time records in the address (A.7)', () => {
  const filter: RecordsFilter = {
    user: 'tk-1',
    customer: 'Testkäufe Jugendschutz',
    from: '2026-11-01',
    to: '2026-11-30',
    status: 'open',
    page: 3,
  };

  it('reads back what it wrote, umlauts and spaces included', () => {
    const params = new URLSearchParams(recordsFilterToParams(filter));
    expect(params.get('customer')).toBe('Testkäufe Jugendschutz');
    expect(recordsFilterFromParams(new URLSearchParams(params.toString()))).toEqual(filter);
  });

  it('writes nothing for no filter on the first page', () => {
    expect(recordsFilterToParams(NO_RECORDS_FILTER)).toEqual({});
    expect(read('')).toEqual(NO_RECORDS_FILTER);
  });

  it.each([
    ['status=maybe', 'an unknown status'],
    ['from=1.11.2026', 'a day not written yyyy-MM-dd'],
    ['to=2026-02-30', 'a day that does not exist'],
    ['page=0', 'page 0'],
    ['page=-2', 'a negative page'],
    ['page=2.5', 'a page that is not whole'],
    ['page=two', 'a page that is no number'],
    ['user=%20%20', 'a blank user'],
  ])('leaves out %s (%s)', (search) => expect(read(search)).toEqual(NO_RECORDS_FILTER));

  it('drops an end before the start and keeps the other filters', () =>
    expect(read('from=2026-11-30&to=2026-11-01&status=pending&user=tk-1')).toEqual({
      ...NO_RECORDS_FILTER,
      from: '2026-11-30',
      status: 'pending',
      user: 'tk-1',
    }));

  it('keeps the valid parameters beside one the schema refuses', () =>
    expect(read('status=maybe&user=tk-1&page=2')).toEqual({ ...NO_RECORDS_FILTER, user: 'tk-1', page: 2 }));

  it('asks the server with the filters set, the page apart (it goes in the path)', () => {
    expect(recordsListQuery(filter)).toEqual({
      user: 'tk-1',
      customer: 'Testkäufe Jugendschutz',
      from: '2026-11-01',
      to: '2026-11-30',
      status: 'open',
    });
    expect(recordsListQuery({ ...NO_RECORDS_FILTER, page: 4 })).toEqual({});
  });
});
