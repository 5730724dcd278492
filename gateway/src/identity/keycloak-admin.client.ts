import { Inject, Injectable } from '@nestjs/common';
import { ROLES, type Role } from '@agecheck/contracts';
import type { GatewayConfig } from '../config';
import { GATEWAY_CONFIG } from '../gateway-config.token';
import { IdentityException } from './identity.exception';

/** A realm user as the gateway writes it (the login name is the e-mail, D-C1; `vl` the VL attribute, D-C5). */
export type KeycloakAccount = {
  email: string;
  name: string;
  enabled: boolean;
  vl?: string;
};

export type UserRepresentation = {
  id?: string;
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
  emailVerified?: boolean;
  /** When Keycloak made the account, in milliseconds since 1970. */
  createdTimestamp?: number;
  attributes?: Record<string, string[]>;
  [field: string]: unknown;
};
type RoleRepresentation = { id: string; name: string };

const TIMEOUT_MS = 10_000;

/** The one name of the form in Keycloak's first and last name: the last word is the last name (decision 0043). */
export function splitName(name: string): { firstName: string; lastName?: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { firstName: name.trim() };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) as string };
}

/** An account as Keycloak has it with what the gateway writes of it; what else it has stays. */
export function withAccount(current: UserRepresentation, account: KeycloakAccount): UserRepresentation {
  const { firstName, lastName } = splitName(account.name);
  const attributes = { ...current.attributes };
  if (account.vl) attributes.vl = [account.vl];
  else delete attributes.vl;
  return {
    ...current,
    // the login name follows the e-mail when that changes; otherwise it stays as it is
    username: account.email === current.email ? current.username : account.email,
    email: account.email,
    firstName,
    lastName: lastName ?? '',
    enabled: account.enabled,
    attributes,
  };
}

/**
 * Keycloak's admin REST API and token endpoint, through the gateway's confidential service client (realm-management
 * manage-users and view-users of this realm only, decision 0043): the only place the gateway writes realm users.
 * Network failures and 5xx answers become IDENTITY_UNAVAILABLE (503); passwords never reach a log.
 */
@Injectable()
export class KeycloakAdminClient {
  private readonly settings: GatewayConfig['keycloakAdmin'];
  private cached?: { token: string; until: number };

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.settings = config.keycloakAdmin;
  }

  private get tokenUrl(): string {
    return `${this.settings.baseUrl}/realms/${this.settings.realm}/protocol/openid-connect/token`;
  }

  private async fetchOrUnavailable(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new IdentityException('IDENTITY_UNAVAILABLE');
    }
    if (response.status >= 500) throw new IdentityException('IDENTITY_UNAVAILABLE');
    return response;
  }

  private clientCredentials(): Record<string, string> {
    const secret = this.settings.clientSecret;
    if (!secret)
      throw new IdentityException('IDENTITY_UNAVAILABLE', 'KEYCLOAK_ADMIN_CLIENT_SECRET is not set');
    return { client_id: this.settings.clientId, client_secret: secret };
  }

  private async serviceToken(): Promise<string> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.token;
    const response = await this.fetchOrUnavailable(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...this.clientCredentials() }),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!response.ok || !body.access_token)
      throw new IdentityException('IDENTITY_UNAVAILABLE', `service token: HTTP ${response.status}`);
    this.cached = { token: body.access_token, until: Date.now() + ((body.expires_in ?? 60) - 30) * 1000 };
    return body.access_token;
  }

  private async admin(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await this.fetchOrUnavailable(
      `${this.settings.baseUrl}/admin/realms/${this.settings.realm}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${await this.serviceToken()}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
    );
    if (response.status === 401 || response.status === 403)
      throw new IdentityException('IDENTITY_UNAVAILABLE', `admin API ${method} ${path}: ${response.status}`);
    return response;
  }

  private async expectOk(response: Response, what: string): Promise<void> {
    if (response.ok) return;
    const text = await response.text().catch(() => '');
    if (response.status === 404) throw new IdentityException('USER_NOT_FOUND');
    if (response.status === 409) throw new IdentityException('EMAIL_TAKEN');
    if (response.status === 400 && /password|invalidPassword/i.test(text))
      throw new IdentityException('PASSWORD_RULE');
    throw new IdentityException(
      'IDENTITY_UNAVAILABLE',
      `${what}: HTTP ${response.status} ${text.slice(0, 200)}`,
    );
  }

  /** Creates the account with its password; answers its id. A taken login name is EMAIL_TAKEN. */
  async createUser(account: KeycloakAccount, password: string): Promise<string> {
    const response = await this.admin('POST', '/users', {
      username: account.email,
      email: account.email,
      emailVerified: true,
      enabled: account.enabled,
      ...splitName(account.name),
      attributes: account.vl ? { vl: [account.vl] } : {},
      requiredActions: [],
      credentials: [{ type: 'password', value: password, temporary: false }],
    });
    await this.expectOk(response, 'create user');
    const id = response.headers.get('location')?.split('/').pop();
    if (!id) throw new IdentityException('IDENTITY_UNAVAILABLE', 'create user: no location');
    return id;
  }

  /** The account as Keycloak has it, or null. */
  async getUser(id: string): Promise<UserRepresentation | null> {
    const response = await this.admin('GET', `/users/${encodeURIComponent(id)}`);
    if (response.status === 404) return null;
    await this.expectOk(response, 'get user');
    return (await response.json()) as UserRepresentation;
  }

  /** The accounts with exactly this login name (the tests' check that nothing is left behind). */
  async findByUsername(username: string): Promise<UserRepresentation[]> {
    const response = await this.admin('GET', `/users?exact=true&username=${encodeURIComponent(username)}`);
    await this.expectOk(response, 'find user');
    return (await response.json()) as UserRepresentation[];
  }

  /** Writes the account's login name, e-mail, name, enabled state and VL, keeping what else it has. */
  async updateUser(id: string, account: KeycloakAccount): Promise<void> {
    const current = await this.getUser(id);
    if (!current) throw new IdentityException('USER_NOT_FOUND');
    await this.putUser(id, withAccount(current, account));
  }

  /** Puts back an account as {@link getUser} read it (undoing a change half way). */
  async putUser(id: string, representation: UserRepresentation): Promise<void> {
    await this.expectOk(
      await this.admin('PUT', `/users/${encodeURIComponent(id)}`, representation),
      'update user',
    );
  }

  /** The platform's realm roles the account holds directly. */
  async realmRoles(id: string): Promise<Role[]> {
    const response = await this.admin('GET', `/users/${encodeURIComponent(id)}/role-mappings/realm`);
    await this.expectOk(response, 'read roles');
    const roles = (await response.json()) as RoleRepresentation[];
    return roles
      .map(({ name }) => name)
      .filter((name): name is Role => (ROLES as readonly string[]).includes(name));
  }

  /** Gives the account exactly these platform roles (other realm roles, e.g. the defaults, stay). */
  async setRealmRoles(id: string, roles: readonly Role[]): Promise<void> {
    const base = `/users/${encodeURIComponent(id)}/role-mappings/realm`;
    const currentResponse = await this.admin('GET', base);
    await this.expectOk(currentResponse, 'read roles');
    const current = (await currentResponse.json()) as RoleRepresentation[];
    const availableResponse = await this.admin('GET', `${base}/available`);
    await this.expectOk(availableResponse, 'read assignable roles');
    const available = (await availableResponse.json()) as RoleRepresentation[];
    const added = available.filter(({ name }) => roles.includes(name as Role));
    const removed = current.filter(
      ({ name }) => (ROLES as readonly string[]).includes(name) && !roles.includes(name as Role),
    );
    if (added.length > 0) await this.expectOk(await this.admin('POST', base, added), 'add roles');
    if (removed.length > 0) await this.expectOk(await this.admin('DELETE', base, removed), 'remove roles');
  }

  /** Sets a new password (the realm's policy applies: PASSWORD_RULE when it refuses). */
  async resetPassword(id: string, password: string): Promise<void> {
    const response = await this.admin('PUT', `/users/${encodeURIComponent(id)}/reset-password`, {
      type: 'password',
      value: password,
      temporary: false,
    });
    await this.expectOk(response, 'reset password');
  }

  /** Ends the account's sessions, so that a refresh of its tokens fails. */
  async logout(id: string): Promise<void> {
    await this.expectOk(await this.admin('POST', `/users/${encodeURIComponent(id)}/logout`), 'logout');
  }

  async deleteUser(id: string): Promise<void> {
    const response = await this.admin('DELETE', `/users/${encodeURIComponent(id)}`);
    if (response.status !== 404) await this.expectOk(response, 'delete user');
  }

  /**
   * Whether the password is the user's current one: a token request of the service client with the password
   * grant (D.3 decision). A failure counts in the realm's brute-force detection; the session a success opens
   * is closed again at once.
   */
  async checkPassword(username: string, password: string): Promise<boolean> {
    const response = await this.fetchOrUnavailable(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username,
        password,
        scope: 'openid',
        ...this.clientCredentials(),
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { refresh_token?: string; error?: string };
    if (response.ok && body.refresh_token) {
      await this.fetchOrUnavailable(
        `${this.settings.baseUrl}/realms/${this.settings.realm}/protocol/openid-connect/logout`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ refresh_token: body.refresh_token, ...this.clientCredentials() }),
        },
      ).catch(() => undefined);
      return true;
    }
    if (response.status === 400 || response.status === 401) return false;
    throw new IdentityException('IDENTITY_UNAVAILABLE', `password check: HTTP ${response.status}`);
  }
}
