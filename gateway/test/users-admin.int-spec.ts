import type {
  CurrentUser,
  ProtocolEntry,
  UserAdminItem,
  UserAdminPage,
  UserSummary,
} from '@agecheck/contracts';
import {
  callApi,
  eventually,
  testDatabase,
  testPlatform,
  tokenFor,
  whileInfraFrozen,
} from '@agecheck/test-kit';
import { randomUUID } from 'node:crypto';

// The users administration (D.1) and the password change (D.3) against the real Keycloak of the test platform
// (decision 0043): the gateway writes the realm user through its confidential service client, then the profile.

const keycloakUrl = () => testPlatform().issuer.replace(/\/realms\/.*$/, '');
const realm = () => testPlatform().issuer.replace(/^.*\/realms\//, '');

/** The test Keycloak's own administrator, to look at the realm behind the gateway's back. */
async function masterToken(): Promise<string> {
  const response = await fetch(`${keycloakUrl()}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'admin-cli',
      username: process.env.KEYCLOAK_ADMIN_USER ?? 'admin',
      password: process.env.KEYCLOAK_ADMIN_PASSWORD ?? 'admin',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The realm's accounts with exactly this login name. */
async function realmAccounts(username: string): Promise<{ id: string; enabled: boolean }[]> {
  const response = await fetch(
    `${keycloakUrl()}/admin/realms/${realm()}/users?exact=true&username=${encodeURIComponent(username)}`,
    { headers: { authorization: `Bearer ${await masterToken()}` } },
  );
  return (await response.json()) as { id: string; enabled: boolean }[];
}

async function removeAccount(username: string): Promise<void> {
  const token = await masterToken();
  for (const { id } of await realmAccounts(username))
    await fetch(`${keycloakUrl()}/admin/realms/${realm()}/users/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
}

/** A sign-in with the test client's password grant: the HTTP status and the tokens. */
async function signIn(username: string, password: string) {
  const response = await fetch(`${testPlatform().issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'agecheck-tests', username, password }),
  });
  const body = (await response.json()) as { access_token?: string; refresh_token?: string };
  return {
    status: response.status,
    accessToken: body.access_token ?? '',
    refreshToken: body.refresh_token ?? '',
  };
}

async function refresh(refreshToken: string): Promise<number> {
  const response = await fetch(`${testPlatform().issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'agecheck-tests',
      refresh_token: refreshToken,
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

const created: string[] = [];
const profiles = testDatabase('gateway', async (db) => {
  for (const email of created) {
    await removeAccount(email);
    await db.collection('users').deleteMany({ username: email });
  }
});

const newEmail = (what: string) => {
  const email = `it-${what}-${randomUUID().slice(0, 8)}@agecheck.example`;
  created.push(email);
  return email;
};

async function createUser(changes: Record<string, unknown> = {}) {
  const form: Record<string, unknown> & { email: string } = {
    name: 'Ina Integration',
    email: newEmail('user'),
    password: 'Anfang123',
    role: ['testkaeufer'],
    ...changes,
  };
  const answer = await callApi<UserAdminItem>('/api/users', {
    method: 'POST',
    token: await tokenFor('admin'),
    body: form,
  });
  return { form, answer };
}

describe('the users administration against the real Keycloak (D.1, decision 0043)', () => {
  it('admin creates a portal user with a VL, who signs in and sees the VL; the list shows the user', async () => {
    const { form, answer } = await createUser({
      name: 'Vera Portal',
      role: ['portalUser'],
      vl: 'VL Bern',
      pNr: `P-${randomUUID().slice(0, 6)}`,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Vera Portal',
      email: form.email,
      mail: form.email,
      vl: 'VL Bern',
      deleted: false,
      signature: false,
    });

    const session = await signIn(form.email, 'Anfang123');
    expect(session.status).toBe(200);
    const me = await callApi<CurrentUser>('/api/users/me', { token: session.accessToken });
    expect(me.body).toMatchObject({
      _id: answer.body._id,
      name: 'Vera Portal',
      role: ['portalUser'],
      vl: 'VL Bern',
    });

    const page = await callApi<UserAdminPage>(`/api/users/admin?search=${encodeURIComponent(form.email)}`, {
      token: await tokenFor('admin'),
    });
    expect(page.body.items).toEqual([expect.objectContaining({ _id: answer.body._id, pNr: form.pNr })]);

    const entries = await eventually(async () => {
      const protocol = await callApi<{ items: ProtocolEntry[] }>(
        '/api/protocols?module=platform&type=user.created',
        {
          token: await tokenFor('admin'),
        },
      );
      const entry = protocol.body.items.find((each) => each.params.email === form.email);
      if (!entry) throw new Error('not in the protocol yet');
      return entry;
    });
    expect(entries).toMatchObject({
      short: 'protocol.platform.user.created',
      params: { name: 'Vera Portal' },
    });
    expect(entries.detail).not.toContain('Anfang123');
  });

  it('refuses a form against the rules with the field errors, and a taken personnel number', async () => {
    const empty = await createUser({ name: '', email: '', password: '' });
    expect(empty.answer.status).toBe(400);
    expect(empty.answer.body).toMatchObject({ message: 'users.checkInput' });

    const portal = await createUser({ role: ['portalUser'], password: 'kurz' });
    expect(portal.answer.status).toBe(400);
    expect(JSON.stringify(portal.answer.body)).toContain('users.vlErr');
    expect(JSON.stringify(portal.answer.body)).toContain('users.pwRule');
    expect(await realmAccounts(portal.form.email)).toEqual([]);

    const pNr = `P-${randomUUID().slice(0, 6)}`;
    expect((await createUser({ pNr })).answer.status).toBe(201);
    const twice = await createUser({ pNr });
    expect(twice.answer).toMatchObject({ status: 409, body: { message: 'users.pNrTaken' } });
    expect(await realmAccounts(twice.form.email)).toEqual([]);
  });

  it('a deleted user can neither sign in nor refresh, and leaves the pickers; restored by edit, signs in again', async () => {
    const { form, answer } = await createUser({ name: 'Dana Delete' });
    const session = await signIn(form.email, 'Anfang123');
    expect(session.status).toBe(200);
    const admin = await tokenFor('admin');
    const buyers = async () =>
      (
        await callApi<UserSummary[]>('/api/users?role=testkaeufer', { token: await tokenFor('planung') })
      ).body.map((user) => user._id);
    expect(await buyers()).toContain(answer.body._id);

    expect((await callApi(`/api/users/${answer.body._id}`, { method: 'DELETE', token: admin })).status).toBe(
      204,
    );
    expect((await signIn(form.email, 'Anfang123')).status).not.toBe(200);
    expect(await refresh(session.refreshToken)).not.toBe(200);
    expect(await buyers()).not.toContain(answer.body._id);
    const listed = await callApi<UserAdminPage>(
      `/api/users/admin?deleted=true&search=${encodeURIComponent(form.email)}`,
      { token: admin },
    );
    expect(listed.body.items).toEqual([expect.objectContaining({ _id: answer.body._id, deleted: true })]);
    expect(
      (
        await callApi<UserAdminPage>(`/api/users/admin?search=${encodeURIComponent(form.email)}`, {
          token: admin,
        })
      ).body.items,
    ).toEqual([]);

    const restored = await callApi<UserAdminItem>('/api/users/update', {
      method: 'POST',
      token: admin,
      body: {
        user: {
          _id: answer.body._id,
          name: 'Dana Delete',
          email: form.email,
          role: ['testkaeufer'],
          deleted: false,
        },
      },
    });
    expect(restored).toMatchObject({ status: 200, body: { deleted: false } });
    expect((await signIn(form.email, 'Anfang123')).status).toBe(200);
    expect(await buyers()).toContain(answer.body._id);
  });

  it('an edit sets roles, VL and a new password (D-C8)', async () => {
    const { form, answer } = await createUser({ name: 'Edi Edit' });
    const edited = await callApi<UserAdminItem>('/api/users/update', {
      method: 'POST',
      token: await tokenFor('admin'),
      body: {
        user: {
          _id: answer.body._id,
          name: 'Edi Neu',
          email: form.email,
          role: ['portalUser'],
          vl: 'VL Basel',
          password: 'Neuesten9',
          mail: 'edi@privat.example',
        },
      },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { name: 'Edi Neu', role: ['portalUser'], vl: 'VL Basel', mail: 'edi@privat.example' },
    });
    expect((await signIn(form.email, 'Anfang123')).status).not.toBe(200);
    const session = await signIn(form.email, 'Neuesten9');
    expect(session.status).toBe(200);
    const me = await callApi<CurrentUser>('/api/users/me', { token: session.accessToken });
    expect(me.body).toMatchObject({ name: 'Edi Neu', role: ['portalUser'], vl: 'VL Basel' });
  });

  it('refuses to delete oneself or to remove one’s own admin role (409, D-C4)', async () => {
    const admin = await tokenFor('admin');
    const me = await callApi<CurrentUser>('/api/users/me', { token: admin });
    expect(await callApi(`/api/users/${me.body._id}`, { method: 'DELETE', token: admin })).toMatchObject({
      status: 409,
      body: { message: 'users.selfDelete' },
    });
    const demote = await callApi('/api/users/update', {
      method: 'POST',
      token: admin,
      body: { user: { _id: me.body._id, name: me.body.name, email: me.body.email, role: ['planung'] } },
    });
    expect(demote).toMatchObject({ status: 409, body: { message: 'users.selfAdmin' } });
    expect(
      (
        await callApi<CurrentUser>('/api/users/me', {
          token: await signIn('admin', 'demo').then((s) => s.accessToken),
        })
      ).body.role,
    ).toContain('admin');
  });

  it('when Keycloak stops during a creation, what it made meanwhile is removed once it answers again (nothing left behind)', async () => {
    // Keycloak frozen (SIGSTOP: it takes the request and answers nothing) while the administrator creates a user:
    // the gateway gives up and answers 503; the creation stays recorded, and once Keycloak runs again, the
    // account it may still make from the request it took is removed by the orphan sweep (decision 0043; the
    // test platform's orphan age is 20 s). The integration files run one at a time, so nothing else waits.
    const email = newEmail('frozen');
    const token = await tokenFor('admin');
    const answer = await whileInfraFrozen('keycloak', () =>
      callApi('/api/users', {
        method: 'POST',
        token,
        body: { name: 'Eis Zeit', email, password: 'Anfang123', role: ['testkaeufer'] },
      }),
    );
    expect(answer).toMatchObject({ status: 503, body: { message: 'users.identityUnavailable' } });
    expect(await profiles.collection('accountCreations').countDocuments({ _id: email as never })).toBe(1);
    await eventually(async () => {
      expect(await profiles.collection('accountCreations').countDocuments({ _id: email as never })).toBe(0);
    }, 90_000);
    expect(await realmAccounts(email)).toEqual([]);
    expect(await profiles.collection('users').countDocuments({ username: email })).toBe(0);
    expect((await signIn(email, 'Anfang123')).status).not.toBe(200);
  }, 150_000);

  it('when the profile store fails after Keycloak made the account, the account is removed again (nothing left behind)', async () => {
    // A profile left from an account removed behind the gateway's back holds the login name (unique among profiles).
    const email = newEmail('orphan');
    await profiles.collection('users').insertOne({
      _id: `stale-${randomUUID()}` as never,
      username: email,
      name: 'Alt',
      email,
      role: [],
      deleted: false,
      settings: {},
      lastSeenAt: new Date().toISOString(),
    });
    const answer = await callApi('/api/users', {
      method: 'POST',
      token: await tokenFor('admin'),
      body: { name: 'Neu', email, password: 'Anfang123', role: ['testkaeufer'] },
    });
    expect(answer).toMatchObject({ status: 409, body: { message: 'users.emailTaken' } });
    expect(await realmAccounts(email)).toEqual([]);
    expect(await profiles.collection('users').countDocuments({ username: email })).toBe(1);
    expect((await signIn(email, 'Anfang123')).status).not.toBe(200);
  });
});

describe('the password change (D.3, decision 0043)', () => {
  it('a wrong old password answers 400 and changes nothing; the rule is checked; then the change works', async () => {
    const { form, answer } = await createUser({ name: 'Paul Passwort' });
    const session = await signIn(form.email, 'Anfang123');
    const path = `/api/users/${answer.body._id}/password`;
    const change = (body: unknown) => callApi(path, { method: 'PUT', token: session.accessToken, body });

    expect(await change({ oldPassword: 'Falsch123', newPassword: 'Zweites45' })).toMatchObject({
      status: 400,
      body: { message: 'settings.pwWrong' },
    });
    expect((await signIn(form.email, 'Anfang123')).status).toBe(200);
    expect((await signIn(form.email, 'Zweites45')).status).not.toBe(200);

    expect(await change({ oldPassword: 'Anfang123', newPassword: 'zweites45' })).toMatchObject({
      status: 400,
      body: { message: 'settings.pwRule' },
    });

    const other = await callApi<CurrentUser>('/api/users/me', { token: await tokenFor('detektiv') });
    expect(
      (
        await callApi(`/api/users/${other.body._id}/password`, {
          method: 'PUT',
          token: session.accessToken,
          body: { oldPassword: 'Anfang123', newPassword: 'Zweites45' },
        })
      ).status,
    ).toBe(403);

    expect((await change({ oldPassword: 'Anfang123', newPassword: 'Zweites45' })).status).toBe(204);
    expect((await signIn(form.email, 'Anfang123')).status).not.toBe(200);
    expect((await signIn(form.email, 'Zweites45')).status).toBe(200);

    const entry = await eventually(async () => {
      const protocol = await callApi<{ items: ProtocolEntry[] }>(
        '/api/protocols?module=platform&type=user.passwordChanged',
        {
          token: await tokenFor('admin'),
        },
      );
      const found = protocol.body.items.find((each) => each.params.name === 'Paul Passwort');
      if (!found) throw new Error('not in the protocol yet');
      return found;
    });
    expect(entry.detail).not.toMatch(/Anfang123|Zweites45/);
  });
});
