import { mailBadgeLabel, unreadCountOf } from './unread-count';

describe('unread mails', () => {
  it.each([
    [3, 3],
    [{ count: 12 }, 12],
    [0, 0],
    [-1, 0],
    ['5', 0],
    [null, 0],
    [undefined, 0],
    [{ unread: 2 }, 0],
  ])('answer %j counts %i', (answer, count) => {
    expect(unreadCountOf(answer)).toBe(count);
  });

  // Field-app spec, section 2, "Top bar and menu": "new-mail count (9+ above 9)".
  it.each([
    [0, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [57, '9+'],
  ])('%i new mails show %p', (count, label) => {
    expect(mailBadgeLabel(count)).toBe(label);
  });
});
