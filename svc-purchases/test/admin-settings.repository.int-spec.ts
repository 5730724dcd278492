import { describeRepositoryContract, type Implementation } from '@agecheck/nest-common/testing';
import { AdminSettingsRepository } from '../src/admin-settings/admin-settings.repository';
import { InMemoryAdminSettingsRepository } from './in-memory-admin-settings.repository';

// The global admin settings: the in-memory stand-in of the unit tests answers as the MongoDB repository on
// the real server (one document; a setting never saved is absent; a save changes only what it names).

describeRepositoryContract<Implementation<AdminSettingsRepository>>(
  'AdminSettingsRepository',
  {
    inMemory: () => new InMemoryAdminSettingsRepository(),
    mongo: (db) => new AdminSettingsRepository(db),
  },
  {
    'a new platform has no saved settings': async (settings) => {
      expect(await settings.find()).toEqual({});
    },

    'a save changes the settings it names and leaves the others': async (settings) => {
      await settings.save({ checkStoreTypes: false });
      expect(await settings.find()).toEqual({ checkStoreTypes: false });
      await settings.save({ retestProposals: false });
      await settings.save({ checkStoreTypes: true });
      expect(await settings.find()).toEqual({ checkStoreTypes: true, retestProposals: false });
    },
  },
);
