import type { Role } from '@agecheck/contracts';
import type { Implementation } from '@agecheck/nest-common/testing';
import { IdentityException } from '../src/identity/identity.exception';
import {
  splitName,
  withAccount,
  type KeycloakAccount,
  type KeycloakAdminClient,
  type UserRepresentation as Representation,
} from '../src/identity/keycloak-admin.client';

type Call = keyof KeycloakAdminClient;

/**
 * The realm's users in memory, in the place of Keycloak's admin API, for the unit tests of the users
 * administration: accounts with their roles and passwords, the sessions ended, and a call that fails as
 * Keycloak unreachable does (IDENTITY_UNAVAILABLE) when a test asks for it. The real client is tested against
 * the real Keycloak in users-admin.int-spec.ts.
 */
export class InMemoryKeycloak implements Implementation<KeycloakAdminClient> {
  readonly accounts = new Map<string, Representation>();
  readonly roles = new Map<string, Role[]>();
  readonly passwords = new Map<string, string>();
  readonly loggedOut: string[] = [];
  /** The calls that fail from now on, as when Keycloak stops answering. */
  readonly failing = new Set<Call>();
  /** Keycloak's clock, for the accounts' creation times. */
  now: () => number = () => Date.now();
  private next = 0;

  private call(name: Call): void {
    if (this.failing.has(name)) throw new IdentityException('IDENTITY_UNAVAILABLE', `${name}: stopped`);
  }

  private known(id: string): Representation {
    const account = this.accounts.get(id);
    if (!account) throw new IdentityException('USER_NOT_FOUND');
    return account;
  }

  /** An account as if an administrator had made it in Keycloak before (the demo users). */
  seed(id: string, account: KeycloakAccount & { username: string }, roles: Role[], password: string): void {
    this.accounts.set(id, {
      id,
      username: account.username,
      email: account.email,
      enabled: account.enabled,
      createdTimestamp: this.now(),
      ...splitName(account.name),
      attributes: account.vl ? { vl: [account.vl] } : {},
    });
    this.roles.set(id, roles);
    this.passwords.set(id, password);
  }

  async createUser(account: KeycloakAccount, password: string): Promise<string> {
    this.call('createUser');
    if ([...this.accounts.values()].some((other) => other.username === account.email))
      throw new IdentityException('EMAIL_TAKEN');
    const id = `kc-${++this.next}`;
    this.seed(id, { ...account, username: account.email }, [], password);
    return id;
  }

  async getUser(id: string): Promise<Representation | null> {
    this.call('getUser');
    const account = this.accounts.get(id);
    return account ? structuredClone(account) : null;
  }

  async findByUsername(username: string): Promise<Representation[]> {
    this.call('findByUsername');
    return [...this.accounts.values()].filter((account) => account.username === username);
  }

  async updateUser(id: string, account: KeycloakAccount): Promise<void> {
    this.call('updateUser');
    this.accounts.set(id, withAccount(this.known(id), account));
  }

  async putUser(id: string, representation: Representation): Promise<void> {
    this.call('putUser');
    this.known(id);
    this.accounts.set(id, structuredClone(representation));
  }

  async realmRoles(id: string): Promise<Role[]> {
    this.call('realmRoles');
    this.known(id);
    return [...(this.roles.get(id) ?? [])];
  }

  async setRealmRoles(id: string, roles: readonly Role[]): Promise<void> {
    this.call('setRealmRoles');
    this.known(id);
    this.roles.set(id, [...roles]);
  }

  async resetPassword(id: string, password: string): Promise<void> {
    this.call('resetPassword');
    this.known(id);
    this.passwords.set(id, password);
  }

  async logout(id: string): Promise<void> {
    this.call('logout');
    this.loggedOut.push(id);
  }

  async deleteUser(id: string): Promise<void> {
    this.call('deleteUser');
    this.accounts.delete(id);
    this.roles.delete(id);
    this.passwords.delete(id);
  }

  async checkPassword(username: string, password: string): Promise<boolean> {
    this.call('checkPassword');
    const account = [...this.accounts.values()].find((each) => each.username === username);
    return (
      account?.id !== undefined && account.enabled === true && this.passwords.get(account.id) === password
    );
  }
}
