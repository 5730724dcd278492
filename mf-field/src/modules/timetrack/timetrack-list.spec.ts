import type { OutboxReport } from '@agecheck/outbox';
import { lastTwelveMonths, timetrackListItem, waitingTimetracks } from './timetrack-list';

// Checklist A.3 (F§2 L87): what an item of /time shows; the records waiting on the phone (decision A-C4).

const ID = '6d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b2c';

describe('the items of /time', () => {
  it('shows the customer text, dd.MM.yyyy, start–end and the pause of a test buyer’s day', () => {
    expect(
      timetrackListItem(
        {
          _id: ID,
          typ: 'testkaeufer',
          kunde: 'Schulung',
          datum: '2026-11-03',
          start: '08:00',
          end: '12:15',
          pauseH: 0,
          pauseM: 45,
        },
        [],
        [],
      ),
    ).toEqual({
      _id: ID,
      title: 'Schulung',
      when: '03.11.2026 08:00–12:15',
      amount: { key: 'pause', value: 0.75 },
    });
  });

  it('shows the customer and region of a detective’s day by their names', () => {
    const item = timetrackListItem(
      {
        _id: ID,
        typ: 'detektiv',
        kunde: 'c1',
        region: 'r1',
        datum: '2026-11-01',
        start: '10:00',
        end: '18:00',
      },
      [{ _id: 'c1', name: 'Migros Altstetten' }],
      [{ _id: 'r1', name: 'Zürich' }],
    );
    expect(item.title).toBe('Migros Altstetten · Zürich');
  });

  it('shows a special absence’s date range and hours instead of the times', () => {
    expect(
      timetrackListItem(
        {
          _id: ID,
          typ: 'sonder',
          kunde: 'Ferien',
          sonder: { typ: 'Ferien', start: '2026-11-02', end: '2026-11-06', hours: 40 },
        },
        [],
        [],
      ),
    ).toEqual({
      _id: ID,
      title: 'Ferien',
      when: '02.11.2026 – 06.11.2026',
      amount: { key: 'hours', value: 40 },
    });
  });
});

describe('the records waiting on the phone', () => {
  const report = (patch: Partial<OutboxReport>): OutboxReport => ({
    id: ID,
    kind: 'timetrack',
    userId: 'u1',
    state: 'queued',
    attempts: 0,
    createdAt: 0,
    updatedAt: 0,
    request: { method: 'PUT', url: `/api/timetrack/${ID}`, body: { _id: ID, index: 4, typ: 'sonder' } },
    ...patch,
  });

  it('are the time records queued, on their way or refused; not those sent, drafts or purchases', () => {
    expect(
      waitingTimetracks([
        report({}),
        report({ id: 'b', state: 'needsAttention' }),
        report({ id: 'c', state: 'sent' }),
        report({ id: 'd', state: 'draft', request: undefined }),
        report({ id: 'e', kind: 'purchase' }),
      ]),
    ).toHaveLength(2);
  });
});

describe('the month chooser of the user’s export (F§9 L265)', () => {
  it('lists twelve months back, each from its first to its last day', () => {
    const months = lastTwelveMonths('2026-03-15');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ start: '2026-03-01', end: '2026-03-31', month: '2026-03' });
    expect(months[1]).toEqual({ start: '2026-02-01', end: '2026-02-28', month: '2026-02' });
    expect(months[11]).toEqual({ start: '2025-04-01', end: '2025-04-30', month: '2025-04' });
  });
});
