import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { MailController } from './mail.controller';
import { MailRepository } from './mail.repository';
import { MailService } from './mail.service';

/** In-app mail (checklist D.4): the gateway owns it; recipients and their names come from the identity profiles. */
@Module({
  imports: [IdentityModule],
  controllers: [MailController],
  providers: [MailService, MailRepository],
})
export class MailModule {}
