import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { FailedTestNoticeConsumer } from './failed-test-notice.consumer';
import { FailedTestNoticeService } from './failed-test-notice.service';
import { MailController } from './mail.controller';
import { MailRepository } from './mail.repository';
import { MailService } from './mail.service';

/**
 * In-app mail (checklist D.4): the gateway owns it; recipients and their names come from the identity profiles.
 * The failed-test notice (decision 0051) writes the platform's own messages.
 */
@Module({
  imports: [IdentityModule],
  controllers: [MailController],
  providers: [MailService, MailRepository, FailedTestNoticeService, FailedTestNoticeConsumer],
})
export class MailModule {}
