import { storedSprintEntrySchema, type StoredSprintEntry } from './sprint.schema';

// A round entry for the rule and service tables: a coop store of the autumn 2026 round, assigned to the test
// buyer tk1 and with nothing to test yet, which a test then changes to what it is about.

export function storedSprintEntry(change: Partial<StoredSprintEntry> = {}): StoredSprintEntry {
  return storedSprintEntrySchema.parse({
    _id: '0000000000000000000000a1',
    sprintListID: 'herbst',
    name: 'Herbst 2026',
    start: '2026-11-01',
    end: '2026-11-30',
    type: 'coop',
    archive: false,
    storeID: '0000000000000000000000b1',
    vst: '1001',
    store: { name: 'Coop Bern', street: 'Weg 1', plz: '3000', city: 'Bern' },
    alk: 0,
    tabak: 0,
    media: 0,
    alkdone: 0,
    tabakdone: 0,
    mediadone: 0,
    userID: 'tk1',
    ...change,
  });
}
