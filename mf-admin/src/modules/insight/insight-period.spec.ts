import { withPeriodEnd, withRound } from './insight-period';

const period = { from: '2026-01-01', to: '2026-06-30' };

describe.each([
  ['a new start within the period', period, 'from', '2026-03-01', { from: '2026-03-01', to: '2026-06-30' }],
  [
    'an end before the start moves the start along',
    period,
    'to',
    '2025-12-01',
    { from: '2025-12-01', to: '2025-12-01' },
  ],
  [
    'a start after the end moves the end along',
    period,
    'from',
    '2026-08-01',
    { from: '2026-08-01', to: '2026-08-01' },
  ],
  ['a cleared end leaves the period open', period, 'to', null, { from: '2026-01-01' }],
] as const)('withPeriodEnd: %s', (_case, query, end, date, expected) => {
  it('asks for a period that does not end before it starts', () => {
    expect(withPeriodEnd(query, end, date)).toEqual(expected);
  });
});

describe('withRound', () => {
  it('sets a round and clears it again', () => {
    const withHerbst = withRound(period, 'herbst');
    expect(withHerbst).toEqual({ ...period, sprintListID: 'herbst' });
    expect(withRound(withHerbst, null)).toEqual(period);
  });
});
