import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { Outbox } from './outbox';
import { openOutboxDb } from './outbox-db';

// OFFLINE.md, points 1 to 3: drafts kept until queued, a report and its files written together, states.

const USER = 'user-1';
const newOutbox = () => new Outbox(openOutboxDb(`outbox-${randomUUID()}`));
const request = (id: string) => ({ method: 'PUT' as const, url: `/api/purchases/${id}`, body: { _id: id } });
const upload = { url: '/api/images', fileField: 'file', fileName: 'photo.jpg', answerKey: 'img' };

describe('the outbox', () => {
  it('keeps a draft with its photo across connections (a reload) until it is queued', async () => {
    const name = `outbox-${randomUUID()}`;
    const before = new Outbox(openOutboxDb(name));
    await before.saveDraft(
      { id: 'p1', kind: 'purchase', userId: USER, form: { step: 2, cashier: 'Anna' } },
      { bill: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }) },
    );
    expect(await before.holdsUnsent()).toBe(true);
    expect(await before.waitingCount(USER)).toBe(0);
    before.close();

    const after = new Outbox(openOutboxDb(name));
    const draft = await after.loadDraft('p1');
    expect(draft?.form).toEqual({ step: 2, cashier: 'Anna' });
    expect(draft?.files.bill?.type).toBe('image/jpeg');
    expect(Array.from(new Uint8Array(draft?.files.bill?.data ?? new ArrayBuffer(0)))).toEqual([1, 2, 3]);
    expect((await after.get('p1'))?.state).toBe('draft');

    await after.enqueue({ id: 'p1', kind: 'purchase', userId: USER, request: request('p1') }, [
      {
        slot: 'bill',
        data: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }),
        upload,
        target: ['bill'],
      },
    ]);
    expect(await after.loadDraft('p1')).toBeUndefined();
    expect(await after.get('p1')).toMatchObject({ state: 'queued', request: request('p1'), attempts: 0 });
    expect(await after.db.blobs.where('reportId').equals('p1').count()).toBe(1);
    expect(await after.waitingCount(USER)).toBe(1);
  });

  it('a draft saved beside a queued report leaves the queued request as it is', async () => {
    const outbox = newOutbox();
    await outbox.enqueue({ id: 'p1', kind: 'purchase', userId: USER, request: request('p1') });
    await outbox.saveDraft({ id: 'p1', kind: 'purchase', userId: USER, form: { changed: true } });
    expect(await outbox.get('p1')).toMatchObject({
      state: 'queued',
      request: request('p1'),
      draft: { form: { changed: true } },
    });
    await outbox.deleteDraft('p1');
    expect(await outbox.get('p1')).toMatchObject({ state: 'queued' });
    expect((await outbox.get('p1'))?.draft).toBeUndefined();
  });

  it('writes nothing when a file cannot be read: the report and its files go in together or not at all', async () => {
    const outbox = newOutbox();
    const unreadable = { arrayBuffer: () => Promise.reject(new Error('gone')) } as unknown as Blob;
    Object.setPrototypeOf(unreadable, Blob.prototype);
    await expect(
      outbox.enqueue({ id: 'p1', kind: 'purchase', userId: USER, request: request('p1') }, [
        { slot: 'bill', data: unreadable, upload, target: ['bill'] },
      ]),
    ).rejects.toThrow('gone');
    expect(await outbox.get('p1')).toBeUndefined();
    expect(await outbox.db.blobs.count()).toBe(0);
  });

  it('drops a discarded draft that was never queued, and only a parked report on discard', async () => {
    const outbox = newOutbox();
    await outbox.saveDraft({ id: 'p1', kind: 'purchase', userId: USER, form: {} });
    await outbox.deleteDraft('p1');
    expect(await outbox.get('p1')).toBeUndefined();
    expect(await outbox.holdsUnsent()).toBe(false);

    await outbox.enqueue({ id: 'p2', kind: 'purchase', userId: USER, request: request('p2') });
    await outbox.discard('p2');
    expect((await outbox.get('p2'))?.state).toBe('queued');
  });

  // issue 17, item 13: "5 Berichte warten" after two purchases, the rest autosaves of wizards in other tabs
  it.each([
    ['an autosave alone', [true], 0],
    ['a save by the user', [false], 1],
    ['an autosave, then the save by the user', [true, false], 1],
    ['the save by the user, then an autosave of the same purchase while it waits', [false, true], 1],
  ])('counts as waiting only what the user saved: %s', async (_case, autosaves, waiting) => {
    const outbox = newOutbox();
    for (const autosave of autosaves)
      await outbox.enqueue({ id: 'p1', kind: 'purchase', userId: USER, request: request('p1'), autosave });
    expect(await outbox.waitingCount(USER)).toBe(waiting);
    // an autosave is still on its way to the server, and an update waits for it
    expect(await outbox.holdsUnsent()).toBe(true);
    expect((await outbox.get('p1'))?.state).toBe('queued');
  });

  it('counts two saved purchases as two, whatever the wizards open in other tabs autosave', async () => {
    const outbox = newOutbox();
    await outbox.enqueue({ id: 'a', kind: 'purchase', userId: USER, request: request('a'), autosave: true });
    await outbox.enqueue({ id: 'b', kind: 'purchase', userId: USER, request: request('b') });
    await outbox.enqueue({ id: 'c', kind: 'purchase', userId: USER, request: request('c'), autosave: true });
    await outbox.enqueue({ id: 'c', kind: 'purchase', userId: USER, request: request('c') });
    await outbox.enqueue({ id: 'd', kind: 'purchase', userId: USER, request: request('d'), autosave: true });
    expect(await outbox.waitingCount(USER)).toBe(2);
  });
});
