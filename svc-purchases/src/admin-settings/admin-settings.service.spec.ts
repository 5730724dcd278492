import { DEFAULT_ADMIN_SETTINGS } from '@agecheck/contracts';
import { newTestService, standIn } from '@agecheck/nest-common/testing';
import { InMemoryAdminSettingsRepository } from '../../test/in-memory-admin-settings.repository';
import { AdminSettingsRepository } from './admin-settings.repository';
import { AdminSettingsService } from './admin-settings.service';

// The global admin settings (back-office spec, section 2, "Settings": the switch that checks for current
// rounds on a new purchase; section 3, "Admin settings"; section 7, "Settings resource get and update";
// decisions 0028 and 0029) over the in-memory settings. What a body may hold is the contracts' table
// (admin-settings.schema.spec.ts); the PUT refuses anything else with 400 before the service.

function setup() {
  const repository = new InMemoryAdminSettingsRepository();
  return {
    ...newTestService(AdminSettingsService, [standIn(AdminSettingsRepository, repository)]),
    repository,
  };
}

describe('AdminSettingsService', () => {
  it('answers the defaults on a platform nobody has configured: check for rounds and propose re-tests', async () => {
    const { sut } = setup();
    expect(DEFAULT_ADMIN_SETTINGS).toEqual({ checkStoreTypes: true, retestProposals: true });
    expect(await sut.get()).toEqual(DEFAULT_ADMIN_SETTINGS);
  });

  it('changes only the settings a change names, keeps the others, and answers them all', async () => {
    const { sut, repository } = setup();
    expect(await sut.update({ checkStoreTypes: false })).toEqual({
      checkStoreTypes: false,
      retestProposals: true,
    });
    expect(await sut.update({ retestProposals: false })).toEqual({
      checkStoreTypes: false,
      retestProposals: false,
    });
    expect(repository.saved).toEqual({ checkStoreTypes: false, retestProposals: false });
    expect(await sut.update({ checkStoreTypes: true })).toEqual({
      checkStoreTypes: true,
      retestProposals: false,
    });
  });

  it('answers what was saved to every later reader, the default for a setting never saved', async () => {
    const { sut, repository } = setup();
    await sut.update({ retestProposals: false });
    const { sut: another } = newTestService(AdminSettingsService, [
      standIn(AdminSettingsRepository, repository),
    ]);
    expect(await another.get()).toEqual({ checkStoreTypes: true, retestProposals: false });
  });
});
