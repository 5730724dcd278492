import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { connect, type NatsConnection } from 'nats';
import { EventBus } from './event-bus';
import { NATS_CLIENT_PROXY, NATS_CONNECTION } from './nats.tokens';
import { OutboxRelay } from './outbox-relay';
import { RequestClient } from './request-client';
import { ensureStreams } from './streams';

@Injectable()
class NatsShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(NATS_CONNECTION) private readonly connection: NatsConnection,
    @Inject(NATS_CLIENT_PROXY) private readonly client: ClientProxy,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
    if (!this.connection.isClosed()) await this.connection.drain();
  }
}

/** The app's NATS connection (JetStream events, outbox relay) and its request/reply client. */
@Global()
@Module({})
export class NatsModule {
  static forRoot(options: { url: string; name: string }): DynamicModule {
    return {
      module: NatsModule,
      providers: [
        {
          provide: NATS_CONNECTION,
          useFactory: async () => {
            const connection = await connect({
              servers: options.url.split(','),
              name: options.name,
              maxReconnectAttempts: -1,
              reconnectTimeWait: 1_000,
            });
            await ensureStreams(await connection.jetstreamManager());
            return connection;
          },
        },
        {
          provide: NATS_CLIENT_PROXY,
          useFactory: () =>
            ClientProxyFactory.create({
              transport: Transport.NATS,
              options: { servers: options.url.split(',') },
            }),
        },
        EventBus,
        OutboxRelay,
        RequestClient,
        NatsShutdown,
      ],
      exports: [NATS_CONNECTION, EventBus, OutboxRelay, RequestClient],
    };
  }
}
