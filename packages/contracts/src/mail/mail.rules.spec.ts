import { mailInputSchema } from './mail.schema';
import { mayWriteMail, mayWriteMailToAll, reachesByRole } from './mail.rules';

// Who may write to whom is not in the spec (field-app spec, section 2, L50: "/mail | any logged-in |
// messages (compose, read, delete)"; section 6, L181: "Any logged-in user: ... mail"). Decision D-C10 (checklist
// D.4): field staff write to back-office users (planung, admin) and reply to what they received; planung and
// admin write to anyone, and only they may write to all.
describe('who may write mail to whom (decision D-C10)', () => {
  it.each([
    // field staff to the back office
    [['testkaeufer'], ['planung'], false, true],
    [['detektiv'], ['admin', 'planung'], false, true],
    [['promocheck'], ['admin'], false, true],
    [['portalUser'], ['planung'], false, true],
    // field staff to field staff: only as a reply to what they received
    [['testkaeufer'], ['detektiv'], false, false],
    [['testkaeufer', 'detektiv'], ['testkaeufer'], false, false],
    [['detektiv'], ['testkaeufer'], true, true],
    // the back office to anyone
    [['planung'], ['testkaeufer'], false, true],
    [['admin', 'planung'], ['portalUser'], false, true],
    [['admin'], ['planung'], false, true],
  ] as const)('%j to %j (reply %s): %s', (sender, recipient, reply, expected) => {
    expect(mayWriteMail(sender, recipient, reply)).toBe(expected);
  });

  it.each([
    [['planung'], true],
    [['admin'], true],
    [['testkaeufer'], false],
    [['detektiv'], false],
    [['promoAdmin'], false],
    [['portalAdmin'], false],
  ] as const)('%j may write to all: %s', (sender, expected) => {
    expect(mayWriteMailToAll(sender)).toBe(expected);
  });

  it.each([
    [undefined, ['testkaeufer'], true],
    [[], ['portalUser'], true],
    [['testkaeufer', 'detektiv'], ['detektiv'], true],
    [['testkaeufer'], ['planung'], false],
  ] as const)('to all with roles %j reaches %j: %s', (toRoles, user, expected) => {
    expect(reachesByRole(toRoles, user)).toBe(expected);
  });
});

// Field-app spec, section 5, L169: "Mail: recipients (unless to-all), subject, message required."; back-office
// spec, section 8, L210: the keys mail.to.error, mail.subject.error, mail.message.error.
describe('a message’s validation (F§5 L169, B§8 L210)', () => {
  const keysOf = (input: unknown) => {
    const result = mailInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
  };

  it.each([
    ['recipients, subject and message', { to: ['u1'], subject: 'Termin', message: 'Bitte melden.' }, []],
    ['to all without recipients', { toAll: true, subject: 'Termin', message: 'Bitte melden.' }, []],
    ['no recipients', { subject: 'Termin', message: 'Bitte melden.' }, [['to', 'mail.to.error']]],
    [
      'an empty recipient list',
      { to: [], toAll: false, subject: 'Termin', message: 'x' },
      [['to', 'mail.to.error']],
    ],
    ['a blank subject', { to: ['u1'], subject: '  ', message: 'x' }, [['subject', 'mail.subject.error']]],
    ['no message', { to: ['u1'], subject: 'Termin' }, [['message', 'mail.message.error']]],
    [
      'every field empty',
      { to: [], subject: '', message: '' },
      [
        ['subject', 'mail.subject.error'],
        ['message', 'mail.message.error'],
        ['to', 'mail.to.error'],
      ],
    ],
    [
      'a subject of 201 characters',
      { to: ['u1'], subject: 'x'.repeat(201), message: 'x' },
      [['subject', 'mail.subject.error']],
    ],
    [
      'a message of 5001 characters',
      { to: ['u1'], subject: 'x', message: 'x'.repeat(5001) },
      [['message', 'mail.message.error']],
    ],
    [
      '101 recipients',
      { to: Array.from({ length: 101 }, (_, i) => `u${i}`), subject: 'x', message: 'x' },
      [['to', 'mail.to.error']],
    ],
  ] as const)('%s', (_label, input, expected) => {
    expect(keysOf(input)).toEqual(expected);
  });
});
