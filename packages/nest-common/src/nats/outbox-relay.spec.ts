import { restAfterSweep } from './outbox-relay';

// Decision 0004 (events and outbox): the sweep publishes what a crash or a NATS outage left in outboxes.
// It must never take over the database it sweeps (FerretDB 1.x reads every document for it).
describe('the rest of the outbox sweep', () => {
  it.each([
    ['a quick sweep (MongoDB, an index)', 20, 5_000],
    ['a sweep of over a second', 1_250, 5_000],
    ['a sweep of 2 s: four times as long', 2_000, 8_000],
    ['a full read of 200 000 purchases on FerretDB', 25_000, 100_000],
  ])('%s: %i ms, then %i ms of rest', (_case, sweepMs, restMs) => {
    expect(restAfterSweep(sweepMs)).toBe(restMs);
  });
});
