import { Module } from '@nestjs/common';
import { ConnectivityController } from './connectivity.controller';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController, ConnectivityController],
  providers: [UsersService, UsersRepository],
  exports: [UsersRepository],
})
export class IdentityModule {}
