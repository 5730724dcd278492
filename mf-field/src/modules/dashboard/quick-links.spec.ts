import type { Role } from '@agecheck/contracts';
import { needsSignatureWarning, quickLinksFor, speedDialFor } from './quick-links';

describe('dashboard quick links by role', () => {
  it.each<[Role[], string[]]>([
    [
      ['testkaeufer'],
      ['/purchases/open', '/purchases/delayed', '/purchases/completed', '/search', '/shopper', '/settings'],
    ],
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

describe('speed dial (field-app spec, section 2: "testkaeufer and detektiv get a speed dial")', () => {
  it.each<[Role[], string[]]>([
    [['testkaeufer'], ['/purchases/detail', '/search', '/shopper/detail', '/time/new']],
    [['detektiv'], ['/shopper/detail', '/time/new']],
    [
      ['testkaeufer', 'detektiv'],
      ['/purchases/detail', '/search', '/shopper/detail', '/time/new'],
    ],
    [['admin'], []],
    [['promocheck'], []],
  ])('%j gets %j', (roles, expected) => {
    expect(speedDialFor(roles).map((action) => action.path)).toEqual(expected);
  });
});
