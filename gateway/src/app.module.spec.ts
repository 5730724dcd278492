import { loadGatewayConfig } from './config';
import { accessTableProblems, resolveModuleGraph, unconnectedEnv } from '@agecheck/nest-common/testing';
import { AppModule } from './app.module';

const withoutRedis = ({ REDIS_URL: _redis, ...env }: Record<string, string>) => env;

describe('gateway and the access table (packages/contracts/src/access/endpoints.ts)', () => {
  it('serves exactly its endpoints of the table, each with the access the table gives it', () => {
    expect(accessTableProblems('gateway', AppModule.forRoot(loadGatewayConfig(unconnectedEnv())))).toEqual(
      [],
    );
  });

  it('finds for every provider what it injects (Nest would stop the start otherwise)', () =>
    // without REDIS_URL: the rate limits in memory, no connection left open
    resolveModuleGraph(AppModule.forRoot(loadGatewayConfig(withoutRedis(unconnectedEnv())))));
});
