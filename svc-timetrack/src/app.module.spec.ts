import { loadPlatformConfig } from '@agecheck/nest-common';
import { accessTableProblems, resolveModuleGraph, unconnectedEnv } from '@agecheck/nest-common/testing';
import { AppModule } from './app.module';

describe('svc-timetrack and the access table (packages/contracts/src/access/endpoints.ts)', () => {
  it('serves exactly its endpoints of the table, each with the access the table gives it', () => {
    expect(
      accessTableProblems(
        'svc-timetrack',
        AppModule.forRoot(loadPlatformConfig('svc-timetrack', unconnectedEnv())),
      ),
    ).toEqual([]);
  });

  it('finds for every provider what it injects (Nest would stop the start otherwise)', () =>
    resolveModuleGraph(AppModule.forRoot(loadPlatformConfig('svc-timetrack', unconnectedEnv()))));
});
