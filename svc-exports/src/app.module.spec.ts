import { loadExportsConfig } from './config';
import { accessTableProblems, resolveModuleGraph, unconnectedEnv } from '@agecheck/nest-common/testing';
import { AppModule } from './app.module';
import { RedisConnection } from './queue/redis.connection';

describe('svc-exports and the access table (packages/contracts/src/access/endpoints.ts)', () => {
  it('serves exactly its endpoints of the table, each with the access the table gives it', () => {
    expect(
      accessTableProblems(
        'svc-exports',
        AppModule.forRoot(loadExportsConfig({ ...unconnectedEnv(), EXPORTS_DIR: 'unit-exports' })),
      ),
    ).toEqual([]);
  });

  it('finds for every provider what it injects (Nest would stop the start otherwise)', () =>
    resolveModuleGraph(
      AppModule.forRoot(loadExportsConfig({ ...unconnectedEnv(), EXPORTS_DIR: 'unit-exports' })),
      [
        // Redis left unopened, as the other connections are
        { token: RedisConnection, value: { readiness: () => ({}) } },
      ],
    ));
});
