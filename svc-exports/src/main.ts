import { bootstrapApp } from '@agecheck/nest-common';
import { AppModule } from './app.module';
import { loadExportsConfig } from './config';

const config = loadExportsConfig();
void bootstrapApp(AppModule.forRoot(config), config);
