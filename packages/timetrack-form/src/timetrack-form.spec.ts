import {
  timetrackFormErrors,
  timetrackInputOf,
  withPendingImages,
  type TimetrackForm,
} from './timetrack-form';

// Checklist A.4 and A.5: the wizard's form as the contracts' rules read it, and what it sends.

const ID = '6d1f0b3a-2c4e-4f5a-9b8c-7d6e5f4a3b2c';
const payoutDay: TimetrackForm = {
  _id: ID,
  index: 1,
  typ: 'testkaeufer',
  kunde: 'Testkäufe Jugendschutz',
  tk: {
    obj: { _id: '65f0c0ffee00000000005001', name: 'Meier Lea', date: '2010-05-01' },
    start: '09:00',
    end: '12:00',
    pauseH: 0,
    pauseM: 30,
    auszahlung: 35,
  },
};
const context = { ownerRoles: ['testkaeufer'] };

describe('the time record form', () => {
  it('asks for the shopper’s signature when the payout is above 0 (F§5 L161), and counts a signature drawn on the phone', () => {
    expect(timetrackFormErrors(payoutDay, {}, 1, context)).toEqual({
      'tk.signature': 'timetrack.signatureErr',
    });
    const drawn = new Blob(['png'], { type: 'image/png' });
    expect(timetrackFormErrors(payoutDay, { tkSignature: drawn }, 1, context)).toEqual({});
  });

  it('counts receipts taken on the phone in their slots (F§5 L165)', () => {
    const receipt = new Blob(['jpg'], { type: 'image/jpeg' });
    expect(withPendingImages({ ...payoutDay, spesen: { reisen: 12 } }, { beleg: receipt }).spesen).toEqual({
      reisen: 12,
      beleg: 'pending.png',
    });
  });

  it('names the step’s fields with the rules’ keys (A.5: typ, then the day)', () => {
    expect(timetrackFormErrors({ _id: ID, index: 0 }, {}, 0, context)).toEqual({ typ: 'timetrack.iamError' });
    expect(
      timetrackFormErrors({ _id: ID, index: 0, typ: 'detektiv', region: 'r' }, {}, 2, {
        ownerRoles: ['detektiv'],
      }),
    ).toMatchObject({ datum: 'util.required' });
  });

  it('sends the payout’s shopper by id only and the step it saves at (checklist A.2, A.4)', () => {
    const input = timetrackInputOf({ ...payoutDay, tk: { ...payoutDay.tk, pause: 0.5 } }, 1);
    expect(input.index).toBe(1);
    expect(input.tk).toEqual({
      obj: { _id: '65f0c0ffee00000000005001' },
      start: '09:00',
      end: '12:00',
      pauseH: 0,
      pauseM: 30,
      auszahlung: 35,
    });
  });
});
