import { bootstrapApp } from '@agecheck/nest-common';
import { installApiDocs } from './api-description/api-docs';
import { AppModule } from './app.module';
import { loadGatewayConfig } from './config';
import { installEdge } from './edge/edge';

const config = loadGatewayConfig();
void bootstrapApp(AppModule.forRoot(config), config, {
  bodyParser: false,
  beforeListen: (app) => {
    installEdge(app, config);
    installApiDocs(app);
  },
});
