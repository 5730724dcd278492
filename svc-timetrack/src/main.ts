import { bootstrapApp, loadPlatformConfig } from '@agecheck/nest-common';
import { AppModule } from './app.module';

const config = loadPlatformConfig('svc-timetrack');
void bootstrapApp(AppModule.forRoot(config), config);
