import { Controller, Get, Query } from '@nestjs/common';
import { protocolQuerySchema, type Page, type ProtocolEntry } from '@agecheck/contracts';
import { createZodDto, Roles } from '@agecheck/nest-common';
import { ProtocolRepository } from './protocol.repository';

class ProtocolQueryDto extends createZodDto(protocolQuerySchema) {}

/** `GET api/protocols/` (back-office spec, section 7), admin only. */
@Controller('api/protocols')
export class ProtocolController {
  constructor(private readonly protocol: ProtocolRepository) {}

  @Get()
  @Roles('admin')
  list(@Query() query: ProtocolQueryDto): Promise<Page<ProtocolEntry>> {
    return this.protocol.findPage(query);
  }
}
