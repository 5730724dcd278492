import { accessTableProblems, resolveModuleGraph, unconnectedEnv } from '@agecheck/nest-common/testing';
import { AppModule } from './app.module';
import { loadFilesConfig } from './config';

const config = () =>
  loadFilesConfig({ ...unconnectedEnv(), FILES_DIR: 'unit-files', FILES_LINK_SECRET: 'a'.repeat(32) });

describe('svc-files and the access table (packages/contracts/src/access/endpoints.ts)', () => {
  it('serves exactly its endpoints of the table, each with the access the table gives it', () => {
    expect(accessTableProblems('svc-files', AppModule.forRoot(config()))).toEqual([]);
  });

  it('finds for every provider what it injects (Nest would stop the start otherwise)', () =>
    resolveModuleGraph(AppModule.forRoot(config())));
});
