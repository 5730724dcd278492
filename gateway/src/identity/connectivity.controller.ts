import { Controller } from '@nestjs/common';
import { Endpoint } from '@agecheck/nest-common';

/** `GET api/settings/check`: the connectivity check of the offline page (field-app spec, section 7). */
@Controller()
export class ConnectivityController {
  @Endpoint('GET /api/settings/check')
  check(): { ok: true } {
    return { ok: true };
  }
}
