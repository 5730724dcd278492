import { Controller, Get, Module, SetMetadata } from '@nestjs/common';
import { ACCESS_KEY, Endpoint } from '../auth/access.decorators';
import { accessTableProblems, servedEndpoints } from './served-endpoints';

@Controller()
class TableController {
  @Endpoint('GET /api/shoppers')
  list(): void {}
}

@Controller('api/shoppers')
class HandWrittenController {
  @Get('all')
  @SetMetadata(ACCESS_KEY, 'testkaeufer')
  all(): void {}

  @Get('extra')
  @SetMetadata(ACCESS_KEY, true)
  extra(): void {}
}

@Module({ controllers: [HandWrittenController] })
class InnerModule {}

@Module({})
class RootModule {}

const root = { module: RootModule, imports: [InnerModule], controllers: [TableController] };

describe('routes of an app against the access table', () => {
  it('reads method, full path and access of every route of a module tree', () => {
    expect(servedEndpoints(root)).toEqual([
      { key: 'GET /api/shoppers', access: ['testkaeufer', 'planung'], handler: 'TableController.list' },
      { key: 'GET /api/shoppers/all', access: 'testkaeufer', handler: 'HandWrittenController.all' },
      { key: 'GET /api/shoppers/extra', access: true, handler: 'HandWrittenController.extra' },
    ]);
  });

  it('names a differing access, an unlisted route and each listed endpoint not served', () => {
    const problems = accessTableProblems('svc-purchases', root);
    expect(problems).toEqual(
      expect.arrayContaining([
        'HandWrittenController.all (GET /api/shoppers/all) declares "testkaeufer", the table "planung"',
        'HandWrittenController.extra serves GET /api/shoppers/extra, which the access table does not list',
        'svc-purchases does not serve POST /api/shoppers (access table, app manifest)',
        'svc-purchases does not serve GET /health/live (access table, app manifest)',
      ]),
    );
    expect(problems).not.toContainEqual(expect.stringContaining('TableController'));
  });
});
