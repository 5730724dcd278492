import { Controller, Get } from '@nestjs/common';
import { Public } from '@agecheck/nest-common';

/** `GET api/settings/check`: the connectivity check of the offline page (field-app spec, section 7). */
@Controller('api/settings')
export class ConnectivityController {
  @Get('check')
  @Public()
  check(): { ok: true } {
    return { ok: true };
  }
}
