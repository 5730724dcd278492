import { Injectable } from '@nestjs/common';
import type { JobStarted, ReplyOf, RequestOf, StoreImportStart, StoreType } from '@agecheck/contracts';
import { RequestClient, type AuthUser } from '@agecheck/nest-common';
import { SprintsRepository } from '../sprints/sprints.repository';
import { StoreSnapshot } from '../stores/store-snapshot';
import { StoresRepository } from '../stores/stores.repository';
import { StoreImportException } from './store-import.exception';

/**
 * The store import in svc-purchases (decision 0025): the call that starts it, handed to svc-exports' job,
 * and the job's writes of stores and round entries, which only this service makes in its database.
 */
@Injectable()
export class StoreImportService {
  constructor(
    private readonly stores: StoresRepository,
    private readonly sprints: SprintsRepository,
    private readonly requests: RequestClient,
    private readonly snapshot: StoreSnapshot,
  ) {}

  /** Starts the import job for the caller; the update of a round needs the round. */
  async start(type: StoreType, body: StoreImportStart, user: AuthUser): Promise<JobStarted> {
    if (!body.onlyStores && body.isUpdate && !(await this.sprints.findRound(body.sprintListID ?? '')))
      throw new StoreImportException('ROUND_NOT_FOUND');
    return this.requests.request('storeImport.start', { type, body, owner: user.id });
  }

  /** Writes a batch of stores; the near-stores query and the search see them at once. */
  async upsertStores({
    type,
    stores,
  }: RequestOf<'storeImport.upsertStores'>): Promise<ReplyOf<'storeImport.upsertStores'>> {
    const written = await this.stores.upsertStores(type, stores);
    this.snapshot.invalidate();
    return written;
  }

  async writeRoundEntries(
    request: RequestOf<'storeImport.writeRoundEntries'>,
  ): Promise<ReplyOf<'storeImport.writeRoundEntries'>> {
    const round = request.round ?? (await this.sprints.findRound(request.sprintListID));
    if (!round) throw new StoreImportException('ROUND_NOT_FOUND');
    return { updatedEntries: await this.sprints.upsertEntries(request, round) };
  }

  async finishRound({
    sprintListID,
    storeIDs,
  }: RequestOf<'storeImport.finishRound'>): Promise<ReplyOf<'storeImport.finishRound'>> {
    const round = await this.sprints.findRound(sprintListID);
    const removedEntries = await this.sprints.removeEntriesExcept(sprintListID, storeIDs);
    return { removedEntries, name: round?.name ?? null };
  }
}
