import type { EventEnvelope } from '@agecheck/contracts';
import {
  describeRepositoryContract,
  relayRecordingEvents,
  type Implementation,
} from '@agecheck/nest-common/testing';
import { AdminSettingsRepository } from '../src/admin-settings/admin-settings.repository';
import { InMemoryAdminSettingsRepository } from './in-memory-admin-settings.repository';

// The global admin settings: the in-memory stand-in of the unit tests answers as the MongoDB repository on
// the real server (one document; a setting never saved is absent; a save changes only what it names, keeps
// the time of the save and publishes its event).

type Subject = { settings: Implementation<AdminSettingsRepository>; events: EventEnvelope<unknown>[] };

function event(n: number): EventEnvelope<unknown> {
  return {
    id: `settings-event-${n}`,
    subject: 'purchases.adminSettings.saved',
    occurredAt: `2026-11-2${n}T09:00:00.000Z`,
    actor: { id: 'ad1', name: 'Ada' },
    data: { n },
  };
}

describeRepositoryContract<Subject>(
  'AdminSettingsRepository',
  {
    inMemory: () => {
      const settings = new InMemoryAdminSettingsRepository();
      return { settings, events: settings.events };
    },
    mongo: async (db) => {
      const { relay, events } = relayRecordingEvents(db);
      const settings = new AdminSettingsRepository(db, relay);
      await settings.onModuleInit();
      return { settings, events };
    },
  },
  {
    'a new platform has no saved settings': async ({ settings }) => {
      expect(await settings.find()).toEqual({ saved: {} });
    },

    'a save changes the settings it names and leaves the others, at the time of its event, which is published':
      async ({ settings, events }) => {
        await settings.save({ checkStoreTypes: false }, event(1));
        expect(await settings.find()).toEqual({
          saved: { checkStoreTypes: false },
          savedAt: '2026-11-21T09:00:00.000Z',
        });
        await settings.save({ retestProposals: false }, event(2));
        await settings.save({ checkStoreTypes: true, timetrackEditDays: 12 }, event(3));
        expect(await settings.find()).toEqual({
          saved: { checkStoreTypes: true, retestProposals: false, timetrackEditDays: 12 },
          savedAt: '2026-11-23T09:00:00.000Z',
        });
        expect(events).toEqual([event(1), event(2), event(3)]);
      },
  },
);
