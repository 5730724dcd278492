import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS_FILE, remoteSettings } from './remote-settings.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const remotes = JSON.parse(readFileSync(APPS_FILE, 'utf8')).apps.filter((app) => app.kind === 'remote');

describe("a remote's build comes from its entry in apps.json (remoteRspackConfig)", () => {
  const exposes = { './routes': './src/routes.ts' };

  it('reads the list of apps of this tree', () => {
    expect(APPS_FILE).toBe(path.join(repoRoot, 'packages/contracts/src/apps/apps.json'));
    expect(remotes.length).toBeGreaterThan(0);
  });

  it.each(remotes.map((app) => [app.name, app.federationName]))(
    '%s: federation name %s, served under /remotes/<name>/, its notice page named after it',
    (name, federationName) => {
      const settings = remoteSettings(name, { appDir: path.join(repoRoot, name), exposes });
      expect(settings).toMatchObject({
        name,
        federationName,
        publicPath: process.env.PUBLIC_PATH ?? `/remotes/${name}/`,
        exposes,
        packageJson: { name: `@agecheck/${name}` },
      });
      expect(Object.keys(settings.standaloneSentences).sort()).toEqual(['de', 'fr', 'it']);
      for (const sentence of Object.values(settings.standaloneSentences))
        expect(sentence).toContain('{{app}}');
    },
  );

  it('takes another public path given at build time (PUBLIC_PATH, e.g. a CDN)', () => {
    const [remote] = remotes;
    expect(
      remoteSettings(remote.name, {
        appDir: path.join(repoRoot, remote.name),
        exposes,
        publicPath: 'https://cdn.example/agecheck/',
      }).publicPath,
    ).toBe('https://cdn.example/agecheck/');
  });

  it('refuses a name that is no remote of the list, naming the remotes it has', () => {
    expect(() => remoteSettings('mf-unknown', { appDir: path.join(repoRoot, 'mf-field'), exposes })).toThrow(
      `mf-unknown is no remote of packages/contracts/src/apps/apps.json (its remotes: ${remotes.map((app) => app.name).join(', ')})`,
    );
    expect(() => remoteSettings('shell', { appDir: path.join(repoRoot, 'shell'), exposes })).toThrow(
      /shell is no remote/,
    );
  });

  it.each(remotes.map((app) => [app.name]))(
    '%s: its rspack.config.ts is remoteRspackConfig of its own name, and it exposes the route list the shell loads',
    async (name) => {
      const config = readFileSync(path.join(repoRoot, name, 'rspack.config.ts'), 'utf8');
      expect(config).toContain(`remoteRspackConfig('${name}', { appDir: __dirname, exposes })`);
      const { exposes: own } = await import(path.join(repoRoot, name, 'module-federation.config.ts'));
      expect(own).toMatchObject({ './routes': './src/routes.ts' });
    },
  );
});
