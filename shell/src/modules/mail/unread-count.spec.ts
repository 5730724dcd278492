import { MAIL_POLL_MS, mailBadgeLabel, pollsUnreadMail, unreadCountOf } from './unread-count';

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

  // Field-app spec, section 6, L179: "Unread-mail counter is polled only for testkaeufer, detektiv and admin";
  // section 2, L63: "Top bar shown only online ... mailbox button with new-mail count".
  it.each([
    [['testkaeufer'], true, true],
    [['detektiv'], true, true],
    [['admin', 'planung'], true, true],
    [['testkaeufer'], false, false],
    [['admin'], false, false],
    [['planung'], true, false],
    [['promocheck'], true, false],
    [['portalUser'], true, false],
    [[], true, false],
  ])('%j online %s polls: %s', (roles, online, polls) => {
    expect(pollsUnreadMail(roles, online)).toBe(polls);
  });

  // Field-app spec, section 7, L212: "GET mails/unread | polled every 30 seconds"; section 9, L255.
  it('polls every 30 seconds', () => expect(MAIL_POLL_MS).toBe(30_000));
});
