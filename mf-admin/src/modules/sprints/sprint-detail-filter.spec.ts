import { sprintEntryView, type SprintItem, type StoredSprintEntry } from '@agecheck/contracts';
import { storedSprintEntry } from '@agecheck/contracts/testing';
import {
  filterFromParams,
  filterToParams,
  visibleItems,
  type SprintDetailFilter,
} from './sprint-detail-filter';

const item = (vst: string, change: Partial<StoredSprintEntry> = {}): SprintItem => ({
  ...sprintEntryView(
    storedSprintEntry({
      _id: vst.padStart(24, '0'),
      name: 'Herbst',
      type: 'spamia',
      storeID: `store-${vst}`,
      vst,
      store: { name: `Spar ${vst}`, street: 'Weg 1', plz: '3000', city: 'Bern' },
      alk: 1,
      ...change,
    }),
  ),
  found: { Alkohol: 0, Tabak: 0, Medien: 0 },
  duplicate: false,
  retest: null,
});

const items = [
  item('20', { type: 'eov', store: { name: 'Aarau', street: '', plz: '', city: '' } }),
  item('3', { alkdone: 1, store: { name: 'Zug', street: '', plz: '', city: '' } }),
  item('100', { userID: null, store: { name: 'Basel', street: '', plz: '', city: '' } }),
];

describe('the filters of the round detail (back-office spec, section 2: "done or open, user, sort by store number, name or type")', () => {
  it.each<[string, Partial<SprintDetailFilter>, string[]]>([
    ['everything by store number (numerically)', {}, ['3', '20', '100']],
    ['only the open ones', { state: 'open' }, ['20', '100']],
    ['only the done ones', { state: 'done' }, ['3']],
    ['one user', { userID: 'tk1' }, ['3', '20']],
    ['nobody assigned', { userID: 'none' }, ['100']],
    ['by name', { sort: 'name' }, ['20', '100', '3']],
    ['by type, then store number', { sort: 'type' }, ['20', '3', '100']],
  ])('%s', (_case, change, expected) => {
    const filter: SprintDetailFilter = { state: 'all', userID: null, sort: 'vst', ...change };
    expect(visibleItems(items, filter).map((entry) => entry.vst)).toEqual(expected);
  });

  it('keeps the filters in the address and reads unknown values as the defaults', () => {
    const filter: SprintDetailFilter = { state: 'open', userID: 'tk1', sort: 'name' };
    expect(filterFromParams(filterToParams('herbst', filter))).toEqual(filter);
    expect(filterToParams('herbst', { state: 'all', userID: null, sort: 'vst' }).toString()).toBe(
      'id=herbst',
    );
    expect(filterFromParams(new URLSearchParams('state=x&sort=y'))).toEqual({
      state: 'all',
      userID: null,
      sort: 'vst',
    });
  });
});
