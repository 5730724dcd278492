import { canReadFile } from './file.rules';

// Issue 7, svc-files: "Evidence is personal data"; a tester sees their own files, planung and admin all
// (docs/decisions/0013-serving-files.md).
describe('who may see a stored file', () => {
  it.each([
    ['the test buyer who uploaded it', { id: 'tk1', roles: ['testkaeufer'] }, true],
    ['another test buyer', { id: 'tk2', roles: ['testkaeufer'] }, false],
    ['a detective who did not upload it', { id: 'de1', roles: ['detektiv'] }, false],
    ['a planner', { id: 'pl1', roles: ['planung'] }, true],
    ['an administrator (admin implies planung)', { id: 'ad1', roles: ['admin'] }, true],
    ['a promo administrator', { id: 'pa1', roles: ['promoAdmin'] }, false],
  ])('%s: %s', (_case, caller, expected) => {
    expect(canReadFile(caller, { userID: 'tk1' })).toBe(expected);
  });
});
