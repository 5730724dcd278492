import { bootstrapApp } from '@agecheck/nest-common';
import { AppModule } from './app.module';
import { loadPurchasesConfig } from './config';

const config = loadPurchasesConfig();
void bootstrapApp(AppModule.forRoot(config), config);
