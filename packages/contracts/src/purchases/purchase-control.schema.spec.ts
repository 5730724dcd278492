import { controlRejectSchema } from './purchase-control.schema';

// Decision 0026, "Special reason rejected": the server refuses a rejection without a notice for the tester
// (the dialog's check is only a convenience), with the message key the dialog shows.
describe.each<[string, unknown, boolean, string | undefined]>([
  ['a notice', { version: 3, notice: 'Die Filiale war offen.' }, true, undefined],
  ['no notice', { version: 3, notice: '' }, false, 'control.reject.noticeErr'],
  ['a notice of spaces only', { version: 3, notice: '   ' }, false, 'control.reject.noticeErr'],
  ['no version', { notice: 'Die Filiale war offen.' }, false, undefined],
])('a rejection with %s', (_, body, accepted, key) => {
  it(accepted ? 'is accepted' : 'is refused', () => {
    const parsed = controlRejectSchema.safeParse(body);
    expect(parsed.success).toBe(accepted);
    if (key) expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([key]);
  });
});
