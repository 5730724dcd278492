import { bootstrapApp } from '@agecheck/nest-common';
import { AppModule } from './app.module';
import { loadFilesConfig } from './config';

const config = loadFilesConfig();
void bootstrapApp(AppModule.forRoot(config), config);
