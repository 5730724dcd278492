import { offlineRedirect } from './offline-redirect';

describe('where the online state sends the user', () => {
  it.each([
    // field-app spec, section 1: offline shows the offline page, back online goes to the dashboard
    ['offline on the settings page', false, true, '/settings', '/offline'],
    ['still offline on the offline page', false, false, '/offline', undefined],
    ['back online on the offline page', true, false, '/offline', '/dashboard'],
    ['back online elsewhere', true, false, '/shopper', '/dashboard'],
    ['online all along', true, true, '/shopper', undefined],
    // issue 7: the wizard works offline and keeps the user, also when the network comes back
    ['offline inside the wizard', false, true, '/purchases/detail', undefined],
    ['back online inside the wizard', true, false, '/purchases/detail', undefined],
    ['offline in the purchase list', false, true, '/purchases/completed', '/offline'],
    // issue 19 (decision A-C4): the time record wizard works offline, and its list shows what waits
    ['offline inside the time record wizard', false, true, '/time/new', undefined],
    ['offline in the time records', false, true, '/time', undefined],
  ])('%s', (_case, online, wasOnline, pathname, expected) => {
    expect(offlineRedirect(online, wasOnline, pathname)).toBe(expected);
  });
});
