import { Injectable } from '@nestjs/common';
import {
  isTimetrackAdmin,
  MAX,
  uncheckedTimetracks,
  type JobStarted,
  type TimetrackExportRequest,
  type TimetrackJtkExportRequest,
  type TimetrackUncheckedReports,
  type TimetrackUserExportRequest,
  type TimetrackVlExportRequest,
} from '@agecheck/contracts';
import { IdGenerator, type AuthUser } from '@agecheck/nest-common';
import { TIMETRACK_EXPORT } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import { TimetrackExportRecords } from '../timetrack/timetrack-export-records';
import { TimetrackRowsRepository } from '../timetrack/timetrack-rows.repository';
import type { TimetrackExportJob } from './timetrack-export.handler';
import { TimetrackExportException } from './timetrack-export.exception';

/**
 * The check for unchecked reports (answered at once from the records in memory, decisions 0034 and 0039) and the
 * start of the time exports as jobs over svc-exports' time-tracking rows.
 */
@Injectable()
export class TimetrackExportService {
  constructor(
    private readonly jobs: JobsService,
    private readonly rows: TimetrackRowsRepository,
    private readonly records: TimetrackExportRecords,
    private readonly ids: IdGenerator,
  ) {}

  /** R-T17: the records of the period not reviewed (from 2025-06-01 on), how many and which (A-C10). */
  async check({ start, end, type }: TimetrackExportRequest): Promise<TimetrackUncheckedReports> {
    const records = await this.records.find({ start, end, ...(type ? { typ: type } : {}) });
    const unchecked = uncheckedTimetracks(records, { start, end });
    return {
      count: unchecked.length,
      items: unchecked.slice(0, MAX.list).map(({ _id, userID, userName, datum, typ, kunde, complete }) => ({
        _id,
        userID,
        ...(userName === undefined ? {} : { userName }),
        ...(datum === undefined ? {} : { datum }),
        typ,
        ...(kunde === undefined ? {} : { kunde }),
        complete,
      })),
    };
  }

  /** `tt/admin`: every record of the period, optionally of one type, as xlsx. */
  startAdmin(user: AuthUser, { start, end, type, lang }: TimetrackExportRequest): Promise<JobStarted> {
    return this.start(user, { kind: 'tt/admin', start, end, lang, ...(type ? { type } : {}) });
  }

  /** `jtk`: the payouts to the young test buyers of the period, sorted by shopper, user or date (A.7). */
  startPayouts(user: AuthUser, { start, end, sort, lang }: TimetrackJtkExportRequest): Promise<JobStarted> {
    return this.start(user, { kind: 'jtk', start, end, lang, type: 'testkaeufer', sort: sort ?? 'shopper' });
  }

  /**
   * `salary`: the payroll csv of the period, one line per user with the records, hours, payouts and
   * expenses (the personnel number empty until users carry one, decision 0034).
   */
  startSalary(user: AuthUser, { start, end, type }: TimetrackExportRequest): Promise<JobStarted> {
    return this.start(user, { kind: 'salary', start, end, ...(type ? { type } : {}) });
  }

  /**
   * `tt/user`: the caller's own month (an administrator's `userID` names another user's; anyone else's
   * `userID` is ignored). A month without records answers 404 'timetrack.noReports' at once (B§7 L165).
   */
  async startUser(
    user: AuthUser,
    { start, end, type, userID, lang }: TimetrackUserExportRequest,
  ): Promise<JobStarted> {
    const owner = userID && isTimetrackAdmin(user) ? userID : user.id;
    const records = await this.records.find({
      start,
      end,
      userID: owner,
      ...(type ? { typ: type } : {}),
    });
    if (records.length === 0) throw new TimetrackExportException('NO_REPORTS');
    return this.start(user, { kind: 'tt/user', start, end, lang, userID: owner, ...(type ? { type } : {}) });
  }

  /** `vl`: the detective records of the region in the period with their signatures, as pdf (B§5 L140). */
  async startVl(user: AuthUser, { start, end, region, lang }: TimetrackVlExportRequest): Promise<JobStarted> {
    await this.knownRegion(region);
    return this.start(user, { kind: 'vl', start, end, lang, type: 'detektiv', region });
  }

  /** `bill`: one invoice per surveillance region (or the chosen region's) as pdf (A.7 decision). */
  async startBill(user: AuthUser, { start, end, region, lang }: TimetrackExportRequest): Promise<JobStarted> {
    if (region !== undefined) await this.knownRegion(region);
    return this.start(user, {
      kind: 'bill',
      start,
      end,
      lang,
      type: 'detektiv',
      ...(region ? { region } : {}),
    });
  }

  /** `stats`: the records, hours and expenses per region and customer kind as xlsx (A.8 decision). */
  async startStats(
    user: AuthUser,
    { start, end, type, region, lang }: TimetrackExportRequest,
  ): Promise<JobStarted> {
    if (region !== undefined) await this.knownRegion(region);
    return this.start(user, {
      kind: 'stats',
      start,
      end,
      lang,
      ...(type ? { type } : {}),
      ...(region ? { region } : {}),
    });
  }

  /** 404 'timetrack.regionNotFound' unless the read model holds the surveillance or test-purchase region. */
  private async knownRegion(id: string): Promise<void> {
    const regions = await this.rows.findRegions();
    if (!regions.some((row) => row.region._id === id && row.kind !== 'valoraRegion'))
      throw new TimetrackExportException('REGION_NOT_FOUND');
  }

  private start(user: AuthUser, job: Omit<TimetrackExportJob, 'fileId'>): Promise<JobStarted> {
    const payload: TimetrackExportJob = { ...job, fileId: this.ids.uuid() };
    return this.jobs.start(TIMETRACK_EXPORT, payload, user.id);
  }
}
