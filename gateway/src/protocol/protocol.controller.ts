import { Controller, Query } from '@nestjs/common';
import { protocolQuerySchema, type Page, type ProtocolEntry } from '@agecheck/contracts';
import { createZodDto, Endpoint } from '@agecheck/nest-common';
import { ProtocolRepository } from './protocol.repository';

class ProtocolQueryDto extends createZodDto(protocolQuerySchema) {}

/** `GET api/protocols/` (back-office spec, section 7), admin only. */
@Controller()
export class ProtocolController {
  constructor(private readonly protocol: ProtocolRepository) {}

  @Endpoint('GET /api/protocols')
  list(@Query() query: ProtocolQueryDto): Promise<Page<ProtocolEntry>> {
    return this.protocol.findPage(query);
  }
}
