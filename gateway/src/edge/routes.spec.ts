import { remoteFor, serviceFor } from './routes';

describe('which service owns a path (specs, "The calls it makes")', () => {
  it.each([
    ['/api/shoppers', 'svc-purchases'],
    ['/api/shoppers/all?page=2', 'svc-purchases'],
    ['/api/sprints/export/type', 'svc-exports'],
    ['/api/sprints/export/openByUser', 'svc-purchases'],
    ['/api/promoChecks/portal/a/b/c/d', 'svc-promo'],
    ['/api/stores/upload', 'svc-exports'],
    ['/api/users/me', undefined],
    ['/api/protocols/', undefined],
    ['/api/settings/check', undefined],
  ])('%s → %s', (path, service) => {
    expect(serviceFor(path)?.name).toBe(service);
  });

  it.each([
    ['/remotes/mf-field/mf-manifest.json', 'mf-field'],
    ['/remotes/mf-admin/static/js/1.js', 'mf-admin'],
    ['/remotes/mf-other/x.js', undefined],
    ['/remotesmf-field/x.js', undefined],
  ])('%s → %s', (path, remote) => {
    expect(remoteFor(path)?.name).toBe(remote);
  });
});
