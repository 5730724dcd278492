// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {{ name: string, kind: 'gateway' | 'service' | 'shell' | 'remote' }} App
 */

/**
 * The platform's apps from the one list, packages/contracts/src/apps/apps.json.
 * @param {string} repoRoot
 * @returns {App[]}
 */
export const readApps = (repoRoot) =>
  JSON.parse(readFileSync(join(repoRoot, 'packages/contracts/src/apps/apps.json'), 'utf8')).apps;

/**
 * The key of an app's block in values.yaml (`svc-purchases` → `svcPurchases`).
 * @param {string} name
 * @returns {string}
 */
export const valuesKey = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/**
 * The Dockerfile an app's image is built from: one for the Node apps, one for the front ends.
 * @param {App} app
 * @returns {string}
 */
export const dockerfileOf = (app) =>
  app.kind === 'gateway' || app.kind === 'service' ? 'docker/service.Dockerfile' : 'docker/remote.Dockerfile';
