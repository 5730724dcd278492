import { describeRepositoryContract, type Implementation } from '@agecheck/nest-common/testing';
import { AccountCreationsRepository } from '../src/identity/account-creations.repository';
import { InMemoryAccountCreationsRepository } from './in-memory-account-creations.repository';

// The creations of realm users under way (decision 0043): the in-memory stand-in of the users administration's
// unit tests answers as the MongoDB repository (a creation begun, begun again, ended; the old ones by age).

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

describeRepositoryContract<Implementation<AccountCreationsRepository>>(
  'AccountCreationsRepository',
  {
    inMemory: () => new InMemoryAccountCreationsRepository(),
    mongo: async (db) => {
      const creations = new AccountCreationsRepository(db);
      await creations.onModuleInit();
      return creations;
    },
  },
  {
    'the creations begun before a time, oldest first; a retry starts its time anew; an ended one is gone':
      async (creations) => {
        await creations.begin('b@x.ch', at(1));
        await creations.begin('a@x.ch', at(2));
        await creations.begin('c@x.ch', at(3));
        expect(await creations.begunBefore(at(3))).toEqual([
          { username: 'b@x.ch', startedAt: at(1).toISOString() },
          { username: 'a@x.ch', startedAt: at(2).toISOString() },
        ]);
        await creations.begin('b@x.ch', at(5));
        await creations.end('a@x.ch');
        await creations.end('nobody@x.ch');
        expect(await creations.begunBefore(at(4))).toEqual([
          { username: 'c@x.ch', startedAt: at(3).toISOString() },
        ]);
        expect((await creations.begunBefore(at(9), 1)).map(({ username }) => username)).toEqual(['c@x.ch']);
      },
  },
);
