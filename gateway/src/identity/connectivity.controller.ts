import { Controller } from '@nestjs/common';
import { createZodDto, Endpoint, ZodResponse } from '@agecheck/nest-common';
import { z } from 'zod';

class ConnectivityDto extends createZodDto(z.object({ ok: z.literal(true) })) {}

/** `GET api/settings/check`: the connectivity check of the offline page (field-app spec, section 7). */
@Controller()
export class ConnectivityController {
  @Endpoint('GET /api/settings/check')
  @ZodResponse({ type: ConnectivityDto })
  check(): { ok: true } {
    return { ok: true };
  }
}
