// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/index.mjs';
import { appBaseEnv, BACKEND_APPS, FRONTEND_APPS, REMOTE_APPS, SHARED_FRONT_SOURCES } from './apps.mjs';

describe('the apps infra starts are those of packages/contracts/src/apps/apps.json', () => {
  const manifest = JSON.parse(
    readFileSync(path.join(repoRoot, 'packages/contracts/src/apps/apps.json'), 'utf8'),
  );
  const names = (/** @type {string} */ kind) =>
    manifest.apps
      .filter((/** @type {{ kind: string }} */ app) => app.kind === kind)
      .map((/** @type {{ name: string }} */ app) => app.name);

  it('services, remotes and front ends', () => {
    expect(BACKEND_APPS.map((app) => app.name)).toEqual(names('service'));
    expect(REMOTE_APPS.map((app) => app.name)).toEqual(names('remote'));
    expect(FRONTEND_APPS).toEqual([...names('shell'), ...names('remote')]);
  });
});

describe('appBaseEnv: settings of .env.local reach the apps (README)', () => {
  const infraEnv = {
    MONGO_URL: 'mongodb://127.0.0.1:27017',
    OIDC_ISSUER: 'http://127.0.0.1:8180/realms/agecheck',
  };

  it('passes a setting the infrastructure does not set, such as the rate limit', () => {
    expect(appBaseEnv({ settings: { RATE_LIMIT_PER_MINUTE: '60' }, infraEnv })).toMatchObject({
      RATE_LIMIT_PER_MINUTE: '60',
      MONGO_URL: infraEnv.MONGO_URL,
    });
  });

  it('keeps the addresses of the infrastructure it started', () => {
    expect(appBaseEnv({ settings: { MONGO_URL: 'mongodb://elsewhere' }, infraEnv }).MONGO_URL).toBe(
      infraEnv.MONGO_URL,
    );
  });

  it.each([
    ["the settings' LOG_LEVEL", { LOG_LEVEL: 'debug' }, undefined, 'debug'],
    ["the caller's level first (npm test: warn)", { LOG_LEVEL: 'debug' }, 'warn', 'warn'],
    ['info by default', {}, undefined, 'info'],
  ])('log level: %s', (_name, settings, logLevel, expected) => {
    expect(appBaseEnv({ settings, infraEnv, ...(logLevel ? { logLevel } : {}) }).LOG_LEVEL).toBe(expected);
  });
});

describe('a front end is rebuilt when a workspace package it is built from changes', () => {
  it.each(FRONTEND_APPS)('%s', (app) => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8'));
    const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
      .filter((name) => name.startsWith('@agecheck/'))
      .map((name) => `packages/${name.slice('@agecheck/'.length)}`)
      .filter((folder) => existsSync(path.join(repoRoot, folder)));
    expect(packages.length).toBeGreaterThan(0);
    for (const folder of packages)
      expect({
        folder,
        watched: SHARED_FRONT_SOURCES.some((source) => source === folder || source.startsWith(`${folder}/`)),
      }).toEqual({ folder, watched: true });
  });
});
