import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@agecheck/nest-common';

/** svc-timetrack: time records, customers and the four kinds of regions. */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(config)] };
  }
}
