import { Module } from '@nestjs/common';
import { ProtocolConsumer } from './protocol.consumer';
import { ProtocolController } from './protocol.controller';
import { ProtocolRepository } from './protocol.repository';

@Module({
  controllers: [ProtocolController],
  providers: [ProtocolRepository, ProtocolConsumer],
})
export class ProtocolModule {}
