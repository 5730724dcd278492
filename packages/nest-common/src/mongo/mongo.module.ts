import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Db, MongoClient } from 'mongodb';

export const MONGO_CLIENT = Symbol('MONGO_CLIENT');
export const MONGO_DB = Symbol('MONGO_DB');

/** Injects the app's own database. */
export const InjectDb = () => Inject(MONGO_DB);

@Injectable()
class MongoShutdown implements OnApplicationShutdown {
  constructor(@Inject(MONGO_CLIENT) private readonly client: MongoClient) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

/** One MongoClient per app, connected at start, closed at shutdown. */
@Global()
@Module({})
export class MongoModule {
  static forRoot(options: { url: string; db: string }): DynamicModule {
    return {
      module: MongoModule,
      providers: [
        {
          provide: MONGO_CLIENT,
          useFactory: async () => {
            const client = new MongoClient(options.url, {
              serverSelectionTimeoutMS: 10_000,
              appName: options.db,
            });
            await client.connect();
            return client;
          },
        },
        {
          provide: MONGO_DB,
          useFactory: (client: MongoClient) => client.db(options.db),
          inject: [MONGO_CLIENT],
        },
        MongoShutdown,
      ],
      exports: [MONGO_CLIENT, MONGO_DB],
    };
  }
}

/** Answers the readiness check: a ping to the server. */
export async function pingMongo(db: Db): Promise<void> {
  await db.command({ ping: 1 });
}
