import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';
import {
  mailInputSchema,
  mailListQuerySchema,
  mailPageSchema,
  mailRecipientSchema,
  mailSchema,
  mailUnreadSchema,
  mailUpdateSchema,
  type Mail,
  type MailRecipient,
  type Page,
} from '@agecheck/contracts';
import {
  ApiErrors,
  createZodDto,
  CurrentUser,
  Endpoint,
  ZodResponse,
  type AuthUser,
} from '@agecheck/nest-common';
import { MAIL_ERRORS } from './mail.exception';
import { MailService } from './mail.service';

class MailInputDto extends createZodDto(mailInputSchema) {}
class MailListQueryDto extends createZodDto(mailListQuerySchema) {}
class MailUpdateDto extends createZodDto(mailUpdateSchema) {}
class MailDto extends createZodDto(mailSchema) {}
class MailPageDto extends createZodDto(mailPageSchema) {}
class MailUnreadDto extends createZodDto(mailUnreadSchema) {}
class MailRecipientDto extends createZodDto(mailRecipientSchema) {}

/** In-app mail (field-app spec, section 7, L212–213; checklist D.4). */
@ApiErrors(MAIL_ERRORS)
@Controller()
export class MailController {
  constructor(private readonly mail: MailService) {}

  /** The caller's inbox (or `?box=sent`: the messages they sent), paged, newest first. */
  @Endpoint('GET /api/mails')
  @ZodResponse({ type: MailPageDto })
  list(@CurrentUser() user: AuthUser, @Query() query: MailListQueryDto): Promise<Page<Mail>> {
    return this.mail.list(user, query);
  }

  /** The caller's unread messages, polled by the shell's badge every 30 s. */
  @Endpoint('GET /api/mails/unread')
  @ZodResponse({ type: MailUnreadDto })
  unread(@CurrentUser() user: AuthUser): Promise<{ count: number }> {
    return this.mail.unread(user);
  }

  /** The users the caller may write to (decision D-C10). */
  @Endpoint('GET /api/mails/recipients')
  @ZodResponse({ type: [MailRecipientDto] })
  recipients(@CurrentUser() user: AuthUser): Promise<MailRecipient[]> {
    return this.mail.recipients(user);
  }

  @Endpoint('POST /api/mails')
  @ZodResponse({ type: MailDto, status: 201 })
  send(@CurrentUser() user: AuthUser, @Body() draft: MailInputDto): Promise<Mail> {
    return this.mail.send(user, draft);
  }

  /** Marks the caller's own delivery of the message read. */
  @Endpoint('PUT /api/mails/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Marked read' })
  markRead(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() _update: MailUpdateDto,
  ): Promise<void> {
    return this.mail.markRead(user, id);
  }

  /** Deletes the caller's copy of the message only. */
  @Endpoint('DELETE /api/mails/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.mail.remove(user, id);
  }
}
