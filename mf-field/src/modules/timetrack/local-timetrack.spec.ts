import type { OutboxBlob, OutboxReport } from '@agecheck/outbox';
import { localTimetrackOf } from './local-timetrack';

// Decision A-C4 (OFFLINE.md): a record saved without a network opens again from the phone, with its receipts;
// decision 0035: what was typed and not saved (the draft) opens again after a reload, before any save.

const ID = '6d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b2c';
const body = { _id: ID, typ: 'detektiv', index: 4, spesen: { reisen: 12.4 } };
const report = (state: OutboxReport['state']): OutboxReport => ({
  id: ID,
  kind: 'timetrack',
  userId: 'u1',
  state,
  attempts: 0,
  createdAt: 0,
  updatedAt: 0,
  request: { method: 'PUT', url: `/api/timetrack/${ID}`, body },
});
const blob = (slot: string, storedName?: string): OutboxBlob => ({
  id: `${ID}:${slot}`,
  reportId: ID,
  data: new ArrayBuffer(4),
  type: 'image/jpeg',
  sha256: slot,
  upload: { url: '/api/images', fileField: 'file', fileName: 'photo.jpg', fields: {}, answerKey: 'img' },
  target: ['spesen', slot],
  ...(storedName ? { storedName } : {}),
});

describe('a time record kept on the phone', () => {
  it('opens a waiting save with the receipts uploaded by name and the others as images to send', () => {
    const local = localTimetrackOf(report('queued'), [blob('beleg', 'stored.jpg'), blob('beleg1')]);
    expect(local?.form).toEqual({ ...body, spesen: { reisen: 12.4, beleg: 'stored.jpg' } });
    expect(Object.keys(local?.photos ?? {})).toEqual(['beleg1']);
  });

  it('opens a refused save too, and nothing for one the server has', () => {
    expect(localTimetrackOf(report('needsAttention'), [])?.form).toEqual(body);
    expect(localTimetrackOf(report('sent'), [])).toBeUndefined();
    expect(localTimetrackOf(undefined, [])).toBeUndefined();
  });

  it('opens the draft typed since the last save first, with its images not saved and its step', () => {
    const typed = { ...body, spesen: { reisen: 30 } };
    const draft = {
      form: { form: typed, step: 4 },
      files: {
        beleg: { data: new ArrayBuffer(3), type: 'image/jpeg' },
        other: { data: new ArrayBuffer(1), type: 'x' },
      },
      savedAt: 1,
    };
    for (const state of ['draft', 'queued', 'sent'] as const) {
      const local = localTimetrackOf({ ...report(state), draft }, [blob('beleg1')]);
      expect(local).toMatchObject({ form: typed, step: 4, unsaved: true });
      expect(Object.keys(local?.photos ?? {})).toEqual(['beleg']);
      expect(local?.photos.beleg?.type).toBe('image/jpeg');
    }
  });

  it('opens nothing for a report that holds neither a draft nor a save', () => {
    const { request: _request, ...bare } = report('draft');
    expect(localTimetrackOf(bare, [])).toBeUndefined();
  });
});
