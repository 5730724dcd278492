import { loadGatewayConfig } from './config';
import { accessTableProblems, unconnectedEnv } from '@agecheck/nest-common/testing';
import { AppModule } from './app.module';

describe('gateway and the access table (packages/contracts/src/access/endpoints.ts)', () => {
  it('serves exactly its endpoints of the table, each with the access the table gives it', () => {
    expect(accessTableProblems('gateway', AppModule.forRoot(loadGatewayConfig(unconnectedEnv())))).toEqual(
      [],
    );
  });
});
