import { DEFAULT_ADMIN_SETTINGS } from '@agecheck/contracts';
import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { InMemoryAdminSettingsRepository } from '../../test/in-memory-admin-settings.repository';
import { AdminSettingsRepository } from './admin-settings.repository';
import { AdminSettingsService } from './admin-settings.service';

// The global admin settings (back-office spec, section 2, "Settings": the switch that checks for current
// rounds on a new purchase; section 3, "Admin settings"; section 7, "Settings resource get and update";
// decisions 0028, 0029 and A-C5, the lock age of time records) over the in-memory settings. What a body may
// hold is the contracts' table (admin-settings.schema.spec.ts); the PUT refuses anything else with 400 before
// the service.

const admin = testUser('ad1', ['admin']);

function setup() {
  const repository = new InMemoryAdminSettingsRepository();
  return {
    ...newTestService(AdminSettingsService, [standIn(AdminSettingsRepository, repository)]),
    repository,
  };
}

describe('AdminSettingsService', () => {
  it('answers the defaults on a platform nobody has configured: check for rounds, propose re-tests, lock time records after the 5th, tell the planner and the admins of a failed test', async () => {
    const { sut } = setup();
    expect(DEFAULT_ADMIN_SETTINGS).toEqual({
      checkStoreTypes: true,
      retestProposals: true,
      timetrackEditDays: 5,
      eformUrls: {},
      failedTestNotice: true,
      failedTestNoticeTo: 'both',
    });
    expect(await sut.get()).toEqual(DEFAULT_ADMIN_SETTINGS);
    expect(await sut.current()).toEqual({ settings: DEFAULT_ADMIN_SETTINGS, savedAt: null });
  });

  it('changes only the settings a change names, keeps the others, and answers them all', async () => {
    const { sut, repository } = setup();
    expect(await sut.update(admin, { checkStoreTypes: false })).toEqual({
      ...DEFAULT_ADMIN_SETTINGS,
      checkStoreTypes: false,
    });
    expect(await sut.update(admin, { retestProposals: false, timetrackEditDays: 10 })).toEqual({
      ...DEFAULT_ADMIN_SETTINGS,
      checkStoreTypes: false,
      retestProposals: false,
      timetrackEditDays: 10,
      eformUrls: {},
    });
    expect(repository.saved).toEqual({
      checkStoreTypes: false,
      retestProposals: false,
      timetrackEditDays: 10,
    });
    expect(await sut.update(admin, { checkStoreTypes: true })).toEqual({
      ...DEFAULT_ADMIN_SETTINGS,
      checkStoreTypes: true,
      retestProposals: false,
      timetrackEditDays: 10,
      eformUrls: {},
    });
    // decision 0051: the failed-test notice, off or to some only
    expect(await sut.update(admin, { failedTestNotice: false, failedTestNoticeTo: 'admins' })).toMatchObject({
      failedTestNotice: false,
      failedTestNoticeTo: 'admins',
      retestProposals: false,
    });
  });

  it('publishes every change with all the settings before and after, by whom and when; a save changing nothing publishes nothing', async () => {
    const { sut, repository, clock } = setup();
    await sut.update(admin, { timetrackEditDays: 0 });
    expect(repository.events).toEqual([
      expect.objectContaining({
        subject: 'purchases.adminSettings.saved',
        occurredAt: clock.now().toISOString(),
        actor: { id: 'ad1', name: 'Name ad1' },
        data: {
          settings: { ...DEFAULT_ADMIN_SETTINGS, timetrackEditDays: 0 },
          before: DEFAULT_ADMIN_SETTINGS,
        },
      }),
    ]);
    expect(await sut.current()).toEqual({
      settings: { ...DEFAULT_ADMIN_SETTINGS, timetrackEditDays: 0 },
      savedAt: clock.now().toISOString(),
    });
    await sut.update(admin, { timetrackEditDays: 0 });
    expect(repository.events).toHaveLength(1);
  });

  it('answers what was saved to every later reader, the default for a setting never saved', async () => {
    const { sut, repository } = setup();
    await sut.update(admin, { retestProposals: false });
    const { sut: another } = newTestService(AdminSettingsService, [
      standIn(AdminSettingsRepository, repository),
    ]);
    expect(await another.get()).toEqual({ ...DEFAULT_ADMIN_SETTINGS, retestProposals: false });
  });
});
