import { testPlatform } from '@agecheck/test-kit';

// The realm's security settings (infra/keycloak/realm.template.json, issue 6), checked on users created for
// the test through Keycloak's admin API, so that no demo user is locked or changed.
const keycloakUrl = () => testPlatform().issuer.replace(/\/realms\/.*$/, '');
const realm = () => testPlatform().issuer.replace(/^.*\/realms\//, '');

async function adminToken(): Promise<string> {
  const response = await fetch(`${keycloakUrl()}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'admin-cli',
      // the local and test Keycloak's administrator (infra/defaults.env)
      username: process.env.KEYCLOAK_ADMIN_USER ?? 'admin',
      password: process.env.KEYCLOAK_ADMIN_PASSWORD ?? 'admin',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

type ProbeUser = { status: number; username: string; remove: () => Promise<void> };

/** Creates a user with `password`: the answer's status, the user name, and how to delete the user again. */
async function createUser(password: string): Promise<ProbeUser> {
  const token = await adminToken();
  const username = `realm-probe-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const users = `${keycloakUrl()}/admin/realms/${realm()}/users`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const response = await fetch(users, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      username,
      enabled: true,
      email: `${username}@agecheck.example`,
      firstName: 'Probe',
      lastName: 'Probe',
      emailVerified: true,
      credentials: [{ type: 'password', value: password, temporary: false }],
    }),
  });
  const id = response.headers.get('location')?.split('/').pop();
  return {
    status: response.status,
    username,
    remove: async () => {
      if (id) await fetch(`${users}/${id}`, { method: 'DELETE', headers });
    },
  };
}

const signIn = async (username: string, password: string) =>
  (
    await fetch(`${testPlatform().issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'agecheck-tests', username, password }),
    })
  ).status;

describe('the password policy of the specs: 8 characters, a digit, a lower- and an upper-case letter, no whitespace', () => {
  it.each([
    ['Kurz1a', 'too short', 400],
    ['langgenug1', 'no upper-case letter', 400],
    ['LANGGENUG1', 'no lower-case letter', 400],
    ['LangGenug', 'no digit', 400],
    ['Lang Genug1', 'whitespace', 400],
    ['LangGenug1', 'all of it', 201],
  ])('%s (%s) → %s', async (password, _why, status) => {
    const user = await createUser(password);
    try {
      expect(user.status).toBe(status);
    } finally {
      await user.remove();
    }
  });
});

describe('brute-force detection', () => {
  it('after 5 wrong passwords the right one is refused for a while', async () => {
    const user = await createUser('Richtig123');
    try {
      expect(user.status).toBe(201);
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect(await signIn(user.username, 'Falsch123')).toBe(400);
      expect(await signIn(user.username, 'Richtig123')).not.toBe(200);
    } finally {
      await user.remove();
    }
  });

  it('one wrong password followed by the right one signs in', async () => {
    const user = await createUser('Richtig123');
    try {
      expect(await signIn(user.username, 'Falsch123')).toBe(400);
      expect(await signIn(user.username, 'Richtig123')).toBe(200);
    } finally {
      await user.remove();
    }
  });
});
