import { Injectable } from '@nestjs/common';
import { DEFAULT_TIMETRACK_SETTINGS, type TimetrackSettings } from '@agecheck/contracts';

/**
 * The lock setting of time records (decision A-C5: `timetrackEditDays`, the owner may change a record until
 * that day of the next month): the decision's default until the global admin settings carry it. A unit test
 * puts another in its place (`standIn`).
 */
@Injectable()
export class TimetrackSettingsSource {
  current(): Promise<TimetrackSettings> {
    return Promise.resolve(DEFAULT_TIMETRACK_SETTINGS);
  }
}
