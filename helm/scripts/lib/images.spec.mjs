// @ts-check
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkImage, parseDockerfile, workspaceClosure } from './images.mjs';

describe('parseDockerfile', () => {
  it('fills in the build arguments, then the ARG defaults, per instruction', () => {
    const text = 'ARG BASE=node:20\nFROM ${BASE} AS build\nARG APP\nCOPY ${APP}/ \\\n  $APP/\n# a comment\nFROM build';
    expect(parseDockerfile(text, { APP: 'svc-x' })).toEqual([
      { op: 'ARG', args: 'BASE=node:20', stage: -1 },
      { op: 'FROM', args: 'node:20 AS build', stage: 0 },
      { op: 'ARG', args: 'APP', stage: 0 },
      { op: 'COPY', args: 'svc-x/ svc-x/', stage: 0 },
      { op: 'FROM', args: 'build', stage: 1 },
    ]);
  });
});

describe('checkImage: one Dockerfile per kind serves every app of the list', () => {
  /** @type {string} */
  let repo;
  const write = (/** @type {string} */ file, /** @type {unknown} */ content) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), typeof content === 'string' ? content : JSON.stringify(content));
  };
  const dockerfile = (/** @type {string[]} */ packages) =>
    [
      'FROM node:20.20-bookworm-slim AS build',
      'ARG APP',
      ...packages.map((dir) => `COPY ${dir}/package.json ${dir}/`),
      'COPY ${APP}/package.json ${APP}/',
      'RUN npm install --workspace ${APP}',
      ...packages.map((dir) => `COPY ${dir}/ ${dir}/`),
      'COPY ${APP}/ ${APP}/',
      'FROM node:20.20-bookworm-slim',
      'ARG APP',
      'ARG PORT=3000',
      'ENV NODE_ENV=production',
      ...[...packages, '${APP}'].map((dir) => `COPY --from=build /app/${dir}/dist ${dir}/dist`),
      'USER 1000:1000',
      'EXPOSE ${PORT}',
      'CMD ["node", "dist/main.js"]',
    ].join('\n');

  beforeEach(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'images-spec-'));
    write('package.json', { workspaces: ['packages/common', 'packages/extra', 'svc-a', 'svc-b'] });
    write('packages/common/package.json', { name: '@x/common' });
    write('packages/extra/package.json', { name: '@x/extra', dependencies: { '@x/common': '1' } });
    write('svc-a/package.json', { name: 'svc-a', dependencies: { '@x/common': '1' } });
    write('svc-b/package.json', { name: 'svc-b', dependencies: { '@x/extra': '1' } });
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it('follows the workspace dependencies transitively', () => {
    expect(workspaceClosure(repo, 'svc-b')).toEqual(['packages/common', 'packages/extra']);
  });

  it('passes an app whose workspaces the Dockerfile copies, and fails one whose it misses', () => {
    write('docker/service.Dockerfile', dockerfile(['packages/common']));
    const values = { svcA: { containerPort: 3000 }, svcB: { containerPort: 3000 } };
    expect(checkImage(repo, { name: 'svc-a', kind: 'service' }, values).errors).toEqual([]);
    expect(checkImage(repo, { name: 'svc-b', kind: 'service' }, values).errors).toEqual([
      'does not copy packages/extra/package.json before npm install',
      'does not copy the sources of packages/extra',
      'final stage does not copy packages/extra/dist',
    ]);
  });

  it('names an app of the list that has no folder', () => {
    write('docker/service.Dockerfile', dockerfile(['packages/common']));
    expect(checkImage(repo, { name: 'svc-c', kind: 'service' }, { svcC: { containerPort: 3000 } }).errors).toEqual([
      'no folder svc-c with a package.json',
    ]);
  });
});
