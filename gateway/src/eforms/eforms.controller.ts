import { Controller, Query } from '@nestjs/common';
import {
  eformListQuerySchema,
  eformListSchema,
  eformVerifiedSchema,
  eformVerifyQuerySchema,
  type Eform,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { EFORMS_ERRORS } from './eforms.exception';
import { EformsService } from './eforms.service';

class EformListQueryDto extends createZodDto(eformListQuerySchema) {}
class EformListDto extends createZodDto(eformListSchema) {}
class EformVerifyQueryDto extends createZodDto(eformVerifyQuerySchema) {}
class EformVerifiedDto extends createZodDto(eformVerifiedSchema) {}

/** The electronic forms (field-app spec, section 2, L52; checklist D.6, decision D-C14). */
@ApiErrors(EFORMS_ERRORS)
@Controller()
export class EformsController {
  constructor(private readonly eforms: EformsService) {}

  /** The forms of the language with their addresses, completed with the caller and a signed token. */
  @Endpoint('GET /api/eforms')
  @ZodResponse({ type: EformListDto })
  list(@CurrentUser() user: AuthUser, @Query() query: EformListQueryDto): Eform[] {
    return this.eforms.list(user, query.lang);
  }

  /** For the form provider: whether the token a form received holds (403 when altered or expired). */
  @Endpoint('GET /api/eforms/verify')
  @ZodResponse({ type: EformVerifiedDto })
  verify(@Query() query: EformVerifyQueryDto) {
    return this.eforms.verify(query);
  }
}
