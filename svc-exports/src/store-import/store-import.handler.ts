import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  storeImportStartSchema,
  storeTypeSchema,
  type StoreImportEntry,
  type StoreImportResult,
  type StoreImportRow,
} from '@agecheck/contracts';
import { RequestClient } from '@agecheck/nest-common';
import { z } from 'zod';
import { JobFailure, type JobContext, type JobHandler } from '../jobs/job-handler';
import { STORE_IMPORT_JOB } from '../jobs/job-names';
import { JobsService } from '../jobs/jobs.service';
import { readStoreSheet } from './store-sheet';
import { StoreUploadsRepository } from './store-uploads.repository';

/** Stores written per request to svc-purchases: a progress step, and a request well inside NATS' limits. */
export const STORE_IMPORT_BATCH = 100;
const BATCH_TIMEOUT_MS = 30_000;

/**
 * The job's payload: the call's body with the store type, and for a new round the id it gets (made when
 * the job starts, so that a rerun writes the same round).
 */
export const storeImportPayloadSchema = storeImportStartSchema.safeExtend({
  type: storeTypeSchema,
  sprintListID: z.string().min(1).optional(),
});
export type StoreImportPayload = z.infer<typeof storeImportPayloadSchema>;

/** How far an import got: the batches written, and what they answered. */
export type StoreImportCheckpoint = {
  batches: number;
  created: number;
  updated: number;
  storeIDs: string[];
  updatedEntries: StoreImportEntry[];
};

const nothingYet: StoreImportCheckpoint = {
  batches: 0,
  created: 0,
  updated: 0,
  storeIDs: [],
  updatedEntries: [],
};

function entryOf(row: StoreImportRow, storeID: string) {
  return {
    storeID,
    vst: row.vst,
    store: {
      name: row.name,
      street: row.street,
      plz: row.plz,
      city: row.city,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    alk: row.alk,
    tabak: row.tabak,
    media: row.media,
  };
}

/**
 * The store import (back-office spec, sections 2, 5, 7 and 8; decision 0025): reads the uploaded workbook,
 * checks every row before writing anything ('Bitte überprüfen Sie die Excel-Liste.' with the faults), then
 * has svc-purchases write the stores and the round's entries batch by batch, reporting each batch.
 */
@Injectable()
export class StoreImportHandler
  implements JobHandler<StoreImportPayload, StoreImportResult, StoreImportCheckpoint>, OnModuleInit
{
  readonly name = STORE_IMPORT_JOB;
  readonly payload = storeImportPayloadSchema;

  constructor(
    private readonly jobs: JobsService,
    private readonly uploads: StoreUploadsRepository,
    private readonly requests: RequestClient,
  ) {}

  onModuleInit(): void {
    this.jobs.register(this);
  }

  async run(
    payload: StoreImportPayload,
    { checkpoint, progress }: JobContext<StoreImportCheckpoint>,
  ): Promise<StoreImportResult> {
    const bytes = await this.uploads.find(payload.file);
    if (!bytes) throw new JobFailure('jobs.storeImport.noFile');
    const sheet = await readStoreSheet(bytes, payload.type);
    if (sheet.faults.length > 0) throw new JobFailure('jobs.storeImport.checkSheet', sheet.faults);
    const rows = sheet.rows;
    const round = payload.onlyStores ? undefined : payload.sprintListID;

    let done = checkpoint ?? nothingYet;
    await progress(Math.min(done.batches * STORE_IMPORT_BATCH, rows.length), rows.length);
    for (let first = done.batches * STORE_IMPORT_BATCH; first < rows.length; first += STORE_IMPORT_BATCH) {
      const batch = rows.slice(first, first + STORE_IMPORT_BATCH);
      const written = await this.requests.request(
        'storeImport.upsertStores',
        { type: payload.type, stores: batch },
        { timeoutMs: BATCH_TIMEOUT_MS },
      );
      let updatedEntries: StoreImportEntry[] = [];
      if (round) {
        const answer = await this.requests.request(
          'storeImport.writeRoundEntries',
          {
            sprintListID: round,
            type: payload.type,
            ...(payload.name && payload.start && payload.end
              ? { round: { name: payload.name, start: payload.start, end: payload.end } }
              : {}),
            entries: batch.map((row, index) => entryOf(row, written.storeIDs[index] as string)),
          },
          { timeoutMs: BATCH_TIMEOUT_MS },
        );
        updatedEntries = answer.updatedEntries;
      }
      done = {
        batches: done.batches + 1,
        created: done.created + written.created,
        updated: done.updated + written.updated,
        storeIDs: [...done.storeIDs, ...written.storeIDs],
        updatedEntries: [...done.updatedEntries, ...updatedEntries],
      };
      await progress(Math.min(first + batch.length, rows.length), rows.length, done);
    }

    const removedEntries =
      round && payload.isUpdate
        ? (
            await this.requests.request(
              'storeImport.finishRound',
              { sprintListID: round, storeIDs: done.storeIDs },
              { timeoutMs: BATCH_TIMEOUT_MS },
            )
          ).removedEntries
        : [];
    return {
      updated: done.created + done.updated,
      created: done.created,
      updatedEntries: done.updatedEntries,
      removedEntries,
      sprintListID: round ?? null,
      entries: round ? rows.length : 0,
      toGeocode: rows.filter((row) => row.latitude === undefined).length,
    };
  }
}
