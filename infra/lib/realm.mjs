// @ts-check
// The Keycloak realm: the template an operator imports too (infra/keycloak/realm.template.json), and for local
// runs and tests the additions of infra/keycloak/realm-local.json (the test client with the password grant) and
// the demo users of infra/demo-users.json.
import { createHash, pbkdf2Sync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { infraDir } from './env.mjs';

/**
 * @typedef {object} DemoUser
 * @property {string} username
 * @property {string} password
 * @property {string} firstName
 * @property {string} lastName
 * @property {string} email
 * @property {string[]} roles realm roles
 * @property {string} [vl] value of the user attribute and token claim `vl`
 */

/** The secret of the gateway's admin client in local and test realms only (KEYCLOAK_ADMIN_CLIENT_SECRET). */
export const LOCAL_ADMIN_CLIENT_SECRET = 'local-agecheck-admin-secret';

/** The demo users' file. */
export const DEMO_USERS_FILE = path.join(infraDir, 'demo-users.json');
/** The realm an operator imports (with its placeholders filled in). */
export const REALM_TEMPLATE_FILE = path.join(infraDir, 'keycloak', 'realm.template.json');
/** What local runs and tests add to it. */
export const REALM_LOCAL_FILE = path.join(infraDir, 'keycloak', 'realm-local.json');

/**
 * The demo users.
 * @returns {DemoUser[]}
 */
export function loadDemoUsers() {
  return JSON.parse(readFileSync(DEMO_USERS_FILE, 'utf8'));
}

/**
 * The realm for a local run or a test run: the template with its placeholders filled in, plus the local
 * additions and the demo users.
 * @param {{ realm?: string, clientId?: string, gatewayPort: number, users?: DemoUser[], adminClientId?: string, adminClientSecret?: string }} options
 *   adminClientId, adminClientSecret: the gateway's confidential service client (decision 0043)
 * @returns {Record<string, any>} the realm representation
 */
export function renderRealm({
  realm = 'agecheck',
  clientId = 'shell',
  gatewayPort,
  users = loadDemoUsers(),
  adminClientId = 'agecheck-admin',
  adminClientSecret = LOCAL_ADMIN_CLIENT_SECRET,
}) {
  const rep = JSON.parse(
    readFileSync(REALM_TEMPLATE_FILE, 'utf8')
      .replaceAll('{{REALM}}', realm)
      .replaceAll('{{SHELL_CLIENT_ID}}', clientId)
      .replaceAll('{{GATEWAY_PORT}}', String(gatewayPort))
      .replaceAll('{{ADMIN_CLIENT_ID}}', adminClientId)
      .replaceAll('{{ADMIN_CLIENT_SECRET}}', adminClientSecret),
  );
  // the user profile is kept readable in the template; Keycloak wants it as a JSON string
  for (const component of rep.components?.['org.keycloak.userprofile.UserProfileProvider'] ?? []) {
    const config = component.config?.['kc.user.profile.config'];
    if (Array.isArray(config))
      component.config['kc.user.profile.config'] = config.map((v) =>
        typeof v === 'string' ? v : JSON.stringify(v),
      );
  }
  const local = JSON.parse(readFileSync(REALM_LOCAL_FILE, 'utf8'));
  rep.clients = [...(rep.clients ?? []), ...local.clients];
  rep.users = [
    // the template's own: the service account of the gateway's admin client
    ...(rep.users ?? []),
    ...users.map((user) => ({
      username: user.username,
      enabled: true,
      emailVerified: true,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      requiredActions: [],
      attributes: user.vl !== undefined ? { vl: [user.vl] } : {},
      credentials: [hashedPasswordCredential(user.username, user.password)],
      realmRoles: user.roles,
    })),
  ];
  return rep;
}

/**
 * A password credential handed to Keycloak already hashed (PBKDF2-SHA512, as Keycloak stores it): the realm
 * import applies the password policy to plain passwords only, and the demo users of the local and test
 * realms keep their short password `demo` (docs/decisions/0007-gateway-edge.md). The salt comes from the user
 * name, so the rendered realm stays the same from start to start and is not imported again.
 * @param {string} username
 * @param {string} password
 */
function hashedPasswordCredential(username, password) {
  const iterations = 10_000;
  const salt = createHash('sha256').update(`agecheck-demo:${username}`).digest().subarray(0, 16);
  const hash = pbkdf2Sync(password, salt, iterations, 64, 'sha512');
  return {
    type: 'password',
    temporary: false,
    secretData: JSON.stringify({ value: hash.toString('base64'), salt: salt.toString('base64') }),
    credentialData: JSON.stringify({ hashIterations: iterations, algorithm: 'pbkdf2-sha512' }),
  };
}

/**
 * Writes the realm into `<home>/data/import/`. When it differs from what the existing database was imported
 * from, the database is reset so that Keycloak imports it again (it skips a realm that exists).
 * @param {string} home
 * @param {Record<string, any>} realm
 * @param {(msg: string) => void} log
 */
export function writeRealmImport(home, realm, log) {
  const importDir = path.join(home, 'data', 'import');
  mkdirSync(importDir, { recursive: true });
  for (const file of readdirSync(importDir)) rmSync(path.join(importDir, file), { force: true });
  const json = `${JSON.stringify(realm, null, 2)}\n`;
  writeFileSync(path.join(importDir, `${realm.realm}-realm.json`), json);
  const hash = createHash('sha256').update(json).digest('hex');
  const hashFile = path.join(home, '.realm-sha256');
  const database = path.join(home, 'data', 'h2');
  if ((existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '') !== hash && existsSync(database)) {
    log('keycloak: the realm changed since the last start: new database, so that it is imported again');
    rmSync(database, { recursive: true, force: true });
  }
  writeFileSync(hashFile, hash);
}
