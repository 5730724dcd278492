import { DEFAULT_PROTOCOL_RETENTION_MONTHS, protocolRetentionCutoff } from './protocol-retention.rules';

// CHECKLIST D.8 (back-office spec L79, L113: the protocol's entries) and decision 0040: entries older than the
// retention (default two years) are removed once a day.
describe('protocolRetentionCutoff: the oldest time the protocol keeps', () => {
  it.each([
    ['two years, the default', '2026-11-27T03:15:00.000Z', 24, '2024-11-27T03:15:00.000Z'],
    ['one month', '2026-11-27T03:15:00.000Z', 1, '2026-10-27T03:15:00.000Z'],
    ['across a year', '2026-02-10T00:00:00.000Z', 3, '2025-11-10T00:00:00.000Z'],
    ['a day the earlier month lacks', '2026-03-31T12:00:00.000Z', 1, '2026-02-28T12:00:00.000Z'],
    ['29 February, a year later', '2024-02-29T08:00:00.000Z', 12, '2023-02-28T08:00:00.000Z'],
    ['no retention: now', '2026-11-27T03:15:00.000Z', 0, '2026-11-27T03:15:00.000Z'],
  ])('%s', (_, now, months, cutoff) => {
    expect(protocolRetentionCutoff(new Date(now), months)).toBe(cutoff);
  });

  it('keeps two years by default', () => {
    expect(DEFAULT_PROTOCOL_RETENTION_MONTHS).toBe(24);
  });
});
