// @ts-check
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS_FILE, getPorts, loadEnv, parseEnvFile, repoRoot } from './env.mjs';

describe('parseEnvFile reads .env.local as the README describes', () => {
  it('reads KEY=value lines, quotes, export and comments', () => {
    const text = [
      '# a comment',
      'RATE_LIMIT_PER_MINUTE=60',
      'export GATEWAY_PORT=18080  # after the value',
      'LOG_LEVEL="debug"',
      "KEYCLOAK_JAVA_OPTS_APPEND='-Xmx1g -Dx=#1'",
      'not a setting',
      '',
    ].join('\n');
    expect(parseEnvFile(text)).toEqual({
      RATE_LIMIT_PER_MINUTE: '60',
      GATEWAY_PORT: '18080',
      LOG_LEVEL: 'debug',
      KEYCLOAK_JAVA_OPTS_APPEND: '-Xmx1g -Dx=#1',
    });
  });
});

describe("loadEnv: an app's default port is its defaultPort in the list of apps (apps.json)", () => {
  /** A repository root with an apps.json of its own and this tree's defaults.env. */
  const rootWith = (/** @type {object[]} */ apps) => {
    const root = mkdtempSync(path.join(tmpdir(), 'agecheck-env-'));
    mkdirSync(path.join(root, path.dirname(APPS_FILE)), { recursive: true });
    writeFileSync(path.join(root, APPS_FILE), JSON.stringify({ apps }));
    mkdirSync(path.join(root, 'infra'));
    copyFileSync(path.join(repoRoot, 'infra', 'defaults.env'), path.join(root, 'infra', 'defaults.env'));
    return root;
  };
  const noLocal = { envLocalFile: path.join(tmpdir(), 'no-such-env-local') };

  it("gives each app of this tree's list its port", () => {
    const apps = JSON.parse(readFileSync(path.join(repoRoot, APPS_FILE), 'utf8')).apps;
    const settings = loadEnv({ env: {}, ...noLocal });
    const served = apps.filter((/** @type {{ portSetting?: string }} */ app) => app.portSetting);
    expect(served.length).toBeGreaterThan(0);
    for (const app of served)
      expect({ [app.portSetting]: settings[app.portSetting] }).toEqual({
        [app.portSetting]: String(app.defaultPort),
      });
  });

  it('a new app brings its port with its entry in the list, and .env.local or the environment override it', () => {
    const root = rootWith([
      { name: 'gateway', kind: 'gateway', portSetting: 'GATEWAY_PORT', defaultPort: 8080 },
      { name: 'svc-new', kind: 'service', portSetting: 'SVC_NEW_PORT', defaultPort: 3099 },
      { name: 'shell', kind: 'shell' },
    ]);
    try {
      expect(loadEnv({ root, env: {}, ...noLocal })).toMatchObject({
        GATEWAY_PORT: '8080',
        SVC_NEW_PORT: '3099',
      });
      writeFileSync(path.join(root, '.env.local'), 'SVC_NEW_PORT=13099\n');
      expect(loadEnv({ root, env: {} }).SVC_NEW_PORT).toBe('13099');
      expect(loadEnv({ root, env: { SVC_NEW_PORT: '23099' } }).SVC_NEW_PORT).toBe('23099');
      expect(getPorts(loadEnv({ root, env: {}, ...noLocal })).gateway).toBe(8080);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
