import { DEFAULT_TIMETRACK_SETTINGS } from '../timetrack/timetrack.schema';
import { adminSettingsUpdateSchema, DEFAULT_ADMIN_SETTINGS } from './admin-settings.schema';

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
  // decision A-C5 (docs/decisions/0033): the lock age of time records, a day of the month from 0 to 28
  [{ timetrackEditDays: 0 }, true],
  [{ timetrackEditDays: 5 }, true],
  [{ timetrackEditDays: 28 }, true],
  [{ timetrackEditDays: 29 }, false],
  [{ timetrackEditDays: -1 }, false],
  [{ timetrackEditDays: 2.5 }, false],
  [{ timetrackEditDays: '5' }, false],
  [{ timetrackEditDays: null }, false],
  // decision 0047: the e-forms' addresses that replace the Helm values'
  [{ eformUrls: {} }, true],
  [{ eformUrls: { shopperData: { de: 'https://forms.example.ch/de' } } }, true],
  [{ eformUrls: { shopperData: { de: 'http://forms.example.ch/de' } } }, false],
  [{ eformUrls: { other: { de: 'https://forms.example.ch/de' } } }, false],
  // decision 0051 (issue 20, beyond the spec): the failed-test notice, on or off, and who gets it
  [{ failedTestNotice: false }, true],
  [{ failedTestNotice: 'ja' }, false],
  [{ failedTestNoticeTo: 'planner' }, true],
  [{ failedTestNoticeTo: 'admins' }, true],
  [{ failedTestNotice: true, failedTestNoticeTo: 'both' }, true],
  [{ failedTestNoticeTo: 'everyone' }, false],
  [{ failedTestNoticeTo: null }, false],
])('admin settings update %j', (body, accepted) => {
  it(accepted ? 'is accepted' : 'is refused', () => {
    expect(adminSettingsUpdateSchema.safeParse(body).success).toBe(accepted);
  });
});

describe("the e-forms' addresses among the admin settings (decision 0047)", () => {
  it('names the message key at the refused address', () => {
    const refused = adminSettingsUpdateSchema.safeParse({
      eformUrls: { customerReports: { it: 'ftp://forms.example.ch/it' } },
    });
    expect(refused.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['eformUrls.customerReports.it', 'settings.eformUrlErr'],
    ]);
  });
});

describe('the lock age of time records among the admin settings (A-C5)', () => {
  it('defaults to the lock rule’s own default and names its message key when out of range', () => {
    expect(DEFAULT_ADMIN_SETTINGS.timetrackEditDays).toBe(DEFAULT_TIMETRACK_SETTINGS.timetrackEditDays);
    const refused = adminSettingsUpdateSchema.safeParse({ timetrackEditDays: 29 });
    expect(refused.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['timetrackEditDays', 'settings.timetrackEditDaysErr'],
    ]);
  });
});
