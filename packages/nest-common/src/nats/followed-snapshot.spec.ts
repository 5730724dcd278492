import { Logger } from '@nestjs/common';
import { TestClock } from '../testing/test-service';
import type { DomainEvent, EventBus, FollowOptions } from './event-bus';
import { FollowedSnapshot } from './followed-snapshot';

// Decisions 0020 and 0021: an index in memory is loaded once and follows its stream; events that come
// while it loads wait and apply after it, in order, marked as of the load's time; later ones apply as they come.
/** An event about a purchase (only its id matters to these tests). */
const deleted = (id: string) =>
  ({
    id: `event-${id}`,
    subject: 'purchases.purchase.deleted',
    occurredAt: '2026-11-24T10:00:00.000Z',
    data: { purchase: { _id: id } },
  }) as unknown as DomainEvent;

function setup() {
  let follow: FollowOptions | undefined;
  const bus = { follow: async (options: FollowOptions) => void (follow = options) } as unknown as EventBus;
  let finishLoad: (index: string[]) => void = () => undefined;
  let loads = 0;
  const applied: string[] = [];
  const snapshot = new FollowedSnapshot<string[]>(
    {
      stream: 'PURCHASES',
      load: () => {
        loads += 1;
        if (loads === 1) return Promise.reject(new Error('database down'));
        return new Promise((resolve) => (finishLoad = resolve));
      },
      apply: async (index, event, duringLoad) => {
        const id = (event.data as { purchase: { _id: string } }).purchase._id;
        index.push(id);
        applied.push(`${id}${duringLoad ? ' (during load)' : ''}`);
      },
      describe: (index) => `${index.length} entries`,
    },
    bus,
    new TestClock(new Date('2026-11-24T10:05:00Z')),
    new Logger('test'),
  );
  return {
    snapshot,
    applied,
    handle: (event: DomainEvent) => follow!.handle(event),
    since: () => follow?.since,
    finish: (index: string[]) => finishLoad(index),
    loads: () => loads,
  };
}

describe('an index in memory that follows its stream', () => {
  it('tries a failed load again on the next call', async () => {
    const { snapshot, finish, loads } = setup();
    await expect(snapshot.index()).rejects.toThrow('database down');
    const second = snapshot.index();
    await new Promise(setImmediate);
    finish(['a']);
    expect(await second).toEqual(['a']);
    expect(loads()).toBe(2);
  });

  it('follows from a minute before the load, applies what came during it after it, then the rest as it comes', async () => {
    const { snapshot, applied, handle, since, finish } = setup();
    await snapshot.index().catch(() => undefined);
    const index = snapshot.index();
    await new Promise(setImmediate);
    expect(since()).toEqual(new Date('2026-11-24T10:04:00Z'));
    await handle(deleted('x'));
    await handle(deleted('y'));
    expect(applied).toEqual([]);
    finish(['loaded']);
    expect(await index).toEqual(['loaded', 'x', 'y']);
    await handle(deleted('z'));
    expect(applied).toEqual(['x (during load)', 'y (during load)', 'z']);
    expect(await snapshot.index()).toEqual(['loaded', 'x', 'y', 'z']);
  });
});
