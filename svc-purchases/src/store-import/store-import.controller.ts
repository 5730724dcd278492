import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  jobStartedSchema,
  storeImportParamsSchema,
  storeImportStartSchema,
  type JobStarted,
  type ReplyOf,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  parseRequest,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { STORE_IMPORT_ERRORS } from './store-import.exception';
import { StoreImportService } from './store-import.service';

class StoreImportParamsDto extends createZodDto(storeImportParamsSchema) {}
class StoreImportStartDto extends createZodDto(storeImportStartSchema) {}
class JobStartedDto extends createZodDto(jobStartedSchema) {}

/**
 * `POST api/stores/{type}` (back-office spec, section 7) starts the store import of an uploaded workbook as
 * a job of svc-exports and answers its id (decision 0025); the job's writes come back here over NATS.
 */
@ApiErrors(STORE_IMPORT_ERRORS)
@Controller()
export class StoreImportController {
  constructor(private readonly imports: StoreImportService) {}

  @Endpoint('POST /api/stores/:type')
  @HttpCode(202)
  @ZodResponse({
    status: 202,
    type: JobStartedDto,
    description: 'Started; poll GET /api/exports/jobs/{jobId}',
  })
  start(
    @Param() { type }: StoreImportParamsDto,
    @Body() body: StoreImportStartDto,
    @CurrentUser() user: AuthUser,
  ): Promise<JobStarted> {
    return this.imports.start(type, body, user);
  }

  @MessagePattern('storeImport.upsertStores')
  upsertStores(@Payload() payload: unknown): Promise<ReplyOf<'storeImport.upsertStores'>> {
    return this.imports.upsertStores(parseRequest('storeImport.upsertStores', payload));
  }

  @MessagePattern('storeImport.writeRoundEntries')
  writeRoundEntries(@Payload() payload: unknown): Promise<ReplyOf<'storeImport.writeRoundEntries'>> {
    return this.imports.writeRoundEntries(parseRequest('storeImport.writeRoundEntries', payload));
  }

  @MessagePattern('storeImport.finishRound')
  finishRound(@Payload() payload: unknown): Promise<ReplyOf<'storeImport.finishRound'>> {
    return this.imports.finishRound(parseRequest('storeImport.finishRound', payload));
  }
}
