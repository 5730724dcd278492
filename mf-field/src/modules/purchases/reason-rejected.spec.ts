import type { Purchase } from '@agecheck/contracts';
import { pendingRejection } from './reason-rejected';

// Decision 0026, "Special reason rejected": the tester reads the planner's notice on the purchase that came
// back, until a special reason is chosen again.

const rejection: NonNullable<Purchase['reasonRejected']> = {
  at: '2026-11-20T10:00:00.000Z',
  by: { id: 'planner-1', name: 'Petra Planer' },
  specialReason: 'storeClosed',
  notice: 'Die Filiale war laut Öffnungszeiten offen.',
};

describe.each<[string, Partial<Purchase>, Purchase['reasonRejected']]>([
  ['never rejected', {}, undefined],
  ['rejected, back with the tester', { reasonRejected: rejection, delayed: true }, rejection],
  [
    'rejected, completed since without a special reason',
    { reasonRejected: rejection, delayed: false },
    rejection,
  ],
  [
    'rejected, a special reason chosen again',
    { reasonRejected: rejection, specialReason: 'storeNotFound' },
    undefined,
  ],
])('a purchase %s', (_, fields, expected) => {
  it(expected ? 'shows the notice' : 'shows no notice', () => {
    expect(pendingRejection(fields as Purchase)).toEqual(expected);
  });
});
