import { EVENT_STREAMS } from '../events/subjects';
import { APPS, ownerOfPath, REMOTE_APPS, SERVICE_APPS } from './apps';

describe('the app manifest', () => {
  it('names every app once, with unique port settings, default ports and databases', () => {
    const names = APPS.map((app) => app.name);
    expect(new Set(names).size).toBe(names.length);
    const ports = APPS.flatMap((app) => ('portSetting' in app ? [app.portSetting] : []));
    expect(new Set(ports).size).toBe(ports.length);
    const defaultPorts = APPS.flatMap((app) => ('defaultPort' in app ? [app.defaultPort] : []));
    expect(defaultPorts).toHaveLength(ports.length);
    expect(new Set(defaultPorts).size).toBe(defaultPorts.length);
    const databases = APPS.flatMap((app) => ('database' in app ? [app.database] : []));
    expect(new Set(databases).size).toBe(databases.length);
  });

  it('gives every service a JetStream stream of its own, named after its database (decision 0004: one stream per owning service)', () => {
    const streams: Record<string, string> = EVENT_STREAMS;
    for (const app of SERVICE_APPS) {
      expect({ service: app.name, stream: streams[app.database.toUpperCase()] }).toEqual({
        service: app.name,
        stream: `${app.database}.>`,
      });
    }
  });

  it('gives no path prefix to two apps of a kind', () => {
    for (const apps of [SERVICE_APPS, REMOTE_APPS]) {
      const prefixes = apps.flatMap((app) => app.paths);
      expect(new Set(prefixes).size).toBe(prefixes.length);
    }
  });
});

describe('which app owns a path (the longest prefix wins)', () => {
  it.each([
    ['/api/shoppers', 'svc-purchases'],
    ['/api/shoppers/all?page=2', 'svc-purchases'],
    ['/api/sprints/find/openByUser/u1', 'svc-purchases'],
    ['/api/sprints/export/type', 'svc-exports'],
    ['/api/sprints/export/openByUser', 'svc-purchases'],
    ['/api/timetrack/export/jtk', 'svc-exports'],
    ['/api/promoCheck/regionen', 'svc-timetrack'],
    ['/api/images/byID/x/y', 'svc-files'],
    ['/api/users/me', undefined],
    ['/api/shoppersX', undefined],
  ])('service of %s: %s', (path, owner) => {
    expect(ownerOfPath(SERVICE_APPS, path)?.name).toBe(owner);
  });

  it.each([
    ['/dashboard', 'mf-field'],
    ['/downloads', 'mf-field'],
    ['/downloads/add', 'mf-admin'],
    ['/admin/shopper', 'mf-admin'],
    ['/portal/vl/manage', 'mf-portal'],
    ['/settings', undefined],
    ['/adminx', undefined],
  ])('remote of %s: %s', (path, owner) => {
    expect(ownerOfPath(REMOTE_APPS, path)?.name).toBe(owner);
  });
});
