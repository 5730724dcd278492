import { databaseOrder, type Implementation } from '@agecheck/nest-common/testing';
import type { AccountCreationsRepository } from '../src/identity/account-creations.repository';

/**
 * The creations of realm users under way, in memory for the unit tests of the users administration: the same
 * answers as the MongoDB repository, which account-creations.repository.int-spec.ts checks against this one.
 */
export class InMemoryAccountCreationsRepository implements Implementation<AccountCreationsRepository> {
  readonly creations = new Map<string, string>();

  async onModuleInit(): Promise<void> {}

  async begin(username: string, at: Date): Promise<void> {
    this.creations.set(username, at.toISOString());
  }

  async end(username: string): Promise<void> {
    this.creations.delete(username);
  }

  async begunBefore(before: Date, limit = 50): Promise<{ username: string; startedAt: string }[]> {
    return [...this.creations]
      .filter(([, startedAt]) => startedAt < before.toISOString())
      .sort(([a, aAt], [b, bAt]) => databaseOrder(aAt, bAt) || databaseOrder(a, b))
      .slice(0, limit)
      .map(([username, startedAt]) => ({ username, startedAt }));
  }
}
