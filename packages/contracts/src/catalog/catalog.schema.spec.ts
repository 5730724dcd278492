import { feedbackInputSchema } from './catalog.schema';

const storeID = '0123456789abcdef01234567';
const keys = (input: unknown) =>
  feedbackInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

// field-app spec, section 5: "Feedback: short and detail required."
describe.each([
  ['both given', { storeID, short: 'Geschlossen', detail: 'Filiale umgebaut' }, undefined],
  ['short missing', { storeID, detail: 'x' }, [['short', 'feedback.shortErr']]],
  ['short blank', { storeID, short: '  ', detail: 'x' }, [['short', 'feedback.shortErr']]],
  ['detail missing', { storeID, short: 'x' }, [['detail', 'feedback.detailErr']]],
  [
    'both blank',
    { storeID, short: '', detail: ' ' },
    [
      ['short', 'feedback.shortErr'],
      ['detail', 'feedback.detailErr'],
    ],
  ],
  ['a bad store id', { storeID: 'x', short: 'a', detail: 'b' }, [['storeID', 'util.invalidId']]],
])('feedback with %s', (_case, input, expected) => {
  it(expected ? 'is refused with the field keys' : 'is accepted', () =>
    expect(keys(input)).toEqual(expected),
  );
});
