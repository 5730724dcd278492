import { purchaseShopperOnSave } from './purchase-shopper.rules';

// Issue 17, item 1: "The server must take the shopper (name, birth date) from its own shoppers, refuse one that is
// not the caller's (planung and admin editing keep the purchase's own), and store the snapshot it read."
describe('the shopper a saved purchase keeps (field-app spec, section 5; issue 17, item 1)', () => {
  const lea = { _id: 'sh1', name: 'Meier Lea', date: '2010-05-01', userID: 'tk1' };
  const theirs = { _id: 'sh2', name: 'Muster Kim', date: '2011-01-01', userID: 'tk2' };
  const kept = { _id: 'sh1', name: 'Meier Lea', date: '2010-05-01' };

  it.each([
    [
      'no shopper sent',
      undefined,
      { ownerID: 'tk1', stored: undefined, existing: undefined },
      { shopper: undefined },
    ],
    [
      "the owner's shopper: the stored name and birth date, not the sent ones",
      { _id: 'sh1', name: 'Anders', date: '2000-01-01' },
      { ownerID: 'tk1', stored: lea, existing: undefined },
      { shopper: kept },
    ],
    [
      "another tester's shopper",
      { _id: 'sh2' },
      { ownerID: 'tk1', stored: theirs, existing: undefined },
      { problem: 'shopperUnknown' },
    ],
    [
      'an invented shopper',
      { _id: 'ffffffffffffffffffffffff', name: 'Erfunden', date: '2012-01-01' },
      { ownerID: 'tk1', stored: undefined, existing: undefined },
      { problem: 'shopperUnknown' },
    ],
    [
      "a planner's edit of a tester's purchase: the tester's shopper",
      { _id: 'sh1' },
      { ownerID: 'tk1', stored: lea, existing: kept },
      { shopper: kept },
    ],
    [
      'an edit naming the purchase’s own shopper, since deleted: the snapshot the purchase holds',
      { _id: 'sh1', date: '2000-01-01' },
      { ownerID: 'tk1', stored: undefined, existing: kept },
      { shopper: kept },
    ],
    [
      "an edit switching to another tester's shopper",
      { _id: 'sh2' },
      { ownerID: 'tk1', stored: theirs, existing: kept },
      { problem: 'shopperUnknown' },
    ],
    [
      "an edit of the owner's shopper whose birth date was corrected since: the corrected one",
      { _id: 'sh1' },
      { ownerID: 'tk1', stored: { ...lea, date: '2010-06-01' }, existing: kept },
      { shopper: { ...kept, date: '2010-06-01' } },
    ],
  ])('%s', (_case, sent, context, expected) => {
    expect(purchaseShopperOnSave(sent, context)).toEqual(expected);
  });
});
