import { safeReturnPath } from './return-path';

// F§2 L34: /logout takes a `referrer`; checklist D.12 decision: after signing in again, back to it
describe('safeReturnPath: where a sign-out comes back to after the next sign-in', () => {
  it.each([
    ['a path of the app', '/time', '/time'],
    ['with its query', '/admin/timetracks?status=pending&page=2', '/admin/timetracks?status=pending&page=2'],
    ['nothing given', undefined, '/'],
    ['empty', '', '/'],
    ['another site', 'https://evil.example/x', '/'],
    ['another site without a scheme', '//evil.example/x', '/'],
    ['a backslash the browser reads as another site', '/\\evil.example', '/'],
    ['a relative path', 'time', '/'],
    ['/logout itself', '/logout', '/'],
    ['/logout with a referrer of its own', '/logout?referrer=/time', '/'],
  ])('%s: %p → %p', (_, referrer, expected) => {
    expect(safeReturnPath(referrer)).toBe(expected);
  });
});
