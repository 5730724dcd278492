import { accessTableProblems, unconnectedEnv } from '@agecheck/nest-common/testing';
import { AppModule } from './app.module';
import { loadFilesConfig } from './config';

describe('svc-files and the access table (packages/contracts/src/access/endpoints.ts)', () => {
  it('serves exactly its endpoints of the table, each with the access the table gives it', () => {
    const config = loadFilesConfig({
      ...unconnectedEnv(),
      FILES_DIR: 'unit-files',
      FILES_LINK_SECRET: 'a'.repeat(32),
    });
    expect(accessTableProblems('svc-files', AppModule.forRoot(config))).toEqual([]);
  });
});
