import { Controller, Query } from '@nestjs/common';
import {
  pageSchema,
  protocolEntrySchema,
  protocolQuerySchema,
  type Page,
  type ProtocolEntry,
} from '@agecheck/contracts';
import { createZodDto, Endpoint, ZodResponse } from '@agecheck/nest-common';
import { ProtocolRepository } from './protocol.repository';

class ProtocolQueryDto extends createZodDto(protocolQuerySchema) {}
class ProtocolPageDto extends createZodDto(pageSchema(protocolEntrySchema)) {}

/** `GET api/protocols/` (back-office spec, section 7), admin only. */
@Controller()
export class ProtocolController {
  constructor(private readonly protocol: ProtocolRepository) {}

  @Endpoint('GET /api/protocols')
  @ZodResponse({ type: ProtocolPageDto })
  list(@Query() query: ProtocolQueryDto): Promise<Page<ProtocolEntry>> {
    return this.protocol.findPage(query);
  }
}
