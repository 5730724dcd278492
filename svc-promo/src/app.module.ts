import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@agecheck/nest-common';

/** svc-promo: promo checks and responses, vessels, current content, time limits, promo stores, VLs, complaints, portal queries. */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(config)] };
  }
}
