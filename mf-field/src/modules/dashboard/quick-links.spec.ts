import type { Role } from '@agecheck/contracts';
import { needsSignatureWarning, quickLinksFor } from './quick-links';

describe('dashboard quick links by role', () => {
  it.each<[Role[], string[]]>([
    [['testkaeufer'], ['/shopper', '/settings']],
    [['detektiv'], ['/settings']],
    [['promocheck'], ['/promochecks/list', '/settings']],
    [['portalUser'], ['/portal', '/settings']],
    [['portalAdmin'], ['/portal', '/settings']],
    [['planung'], ['/admin/overview', '/admin/shopper', '/settings']],
    [['admin'], ['/admin/overview', '/admin/shopper', '/settings']],
  ])('%j sees %j', (roles, expected) => {
    expect(quickLinksFor(roles).map((link) => link.to)).toEqual(expected);
  });
});

describe('signature warning (field-app spec, section 2: "a warning when a testkaeufer has no stored signature")', () => {
  it.each<[Role[], string | undefined, boolean]>([
    [['testkaeufer'], undefined, true],
    [['testkaeufer'], '', true],
    [['testkaeufer'], '  ', true],
    [['testkaeufer'], 'signature-1.png', false],
    [['detektiv'], undefined, false],
    [['admin'], undefined, false],
  ])('%j with signature %p: %p', (roles, signature, expected) => {
    expect(needsSignatureWarning(roles, signature)).toBe(expected);
  });
});
