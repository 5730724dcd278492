import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Where the test kit stands (issue 18, "One test kit"): the platform packages the apps run with depend on no
// tooling, and an app's code and tests import no other app's files (apps meet only through packages/ and
// NATS subjects), so a fixture of one app's tests cannot become another's.

const root = path.resolve(__dirname, '../../..');
const TOOLING = ['@agecheck/infra', '@agecheck/test-kit'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](node_modules|dist)[\\/]/.test(file));
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import|require)\s*\(?\s*'([^']+)'/g)].map(
    ([, specifier]) => specifier as string,
  );

const apps = (
  JSON.parse(readFileSync(path.join(root, 'packages/contracts/src/apps/apps.json'), 'utf8')) as {
    apps: { name: string }[];
  }
).apps.map(({ name }) => name);

describe('the test kit’s boundaries', () => {
  const platformPackages = readdirSync(path.join(root, 'packages')).filter((name) => name !== 'test-kit');

  it.each(platformPackages)('packages/%s depends on no tooling, in its manifest or its code', (name) => {
    const manifest = JSON.parse(
      readFileSync(path.join(root, 'packages', name, 'package.json'), 'utf8'),
    ) as Record<string, Record<string, string> | undefined>;
    const declared = ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {}).filter((dependency) => TOOLING.includes(dependency)),
    );
    const imported = sources(path.join(root, 'packages', name)).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => TOOLING.some((tool) => specifier === tool || specifier.startsWith(`${tool}/`)))
        .map((specifier) => `${path.relative(root, file)}: ${specifier}`),
    );
    expect({ declared, imported }).toEqual({ declared: [], imported: [] });
  });

  it.each(apps)('%s imports no other app’s files', (app) => {
    const others = apps.filter((other) => other !== app);
    const crossings = sources(path.join(root, app)).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          const target = specifier.startsWith('.')
            ? path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep)[0]
            : specifier.replace(/^@agecheck\//, '').split('/')[0];
          return others.includes(target ?? '');
        })
        .map((specifier) => `${path.relative(root, file)}: ${specifier}`),
    );
    expect(crossings).toEqual([]);
  });
});
