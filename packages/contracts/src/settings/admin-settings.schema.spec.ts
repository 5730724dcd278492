import { adminSettingsUpdateSchema } from './admin-settings.schema';

// back-office spec, section 3, "Admin settings" (global: checkStoreTypes); section 7, "Settings resource ... update".
describe.each([
  [{ checkStoreTypes: false }, true],
  [{ checkStoreTypes: true }, true],
  [{}, false],
  [{ checkStoreTypes: 'no' }, false],
  [{ checkStoreTypes: true, unknown: 1 }, false],
  // decision 0028: the re-test proposals' switch
  [{ retestProposals: false }, true],
  [{ checkStoreTypes: true, retestProposals: true }, true],
  [{ retestProposals: null }, false],
])('admin settings update %j', (body, accepted) => {
  it(accepted ? 'is accepted' : 'is refused', () => {
    expect(adminSettingsUpdateSchema.safeParse(body).success).toBe(accepted);
  });
});
