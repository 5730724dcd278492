import { DynamicModule, Module } from '@nestjs/common';
import { ProtocolConsumer } from './protocol.consumer';
import { ProtocolController } from './protocol.controller';
import { ProtocolRepository } from './protocol.repository';
import { ProtocolRetention } from './protocol.retention';

export type ProtocolOptions = { retentionMonths: number; redisUrl?: string };

@Module({})
export class ProtocolModule {
  static forRoot(options: ProtocolOptions): DynamicModule {
    return {
      module: ProtocolModule,
      controllers: [ProtocolController],
      providers: [
        ProtocolRepository,
        ProtocolConsumer,
        {
          provide: ProtocolRetention,
          inject: [ProtocolRepository],
          useFactory: (protocol: ProtocolRepository) =>
            new ProtocolRetention(protocol, options.retentionMonths, options.redisUrl),
        },
      ],
    };
  }
}
