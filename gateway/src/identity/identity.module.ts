import { Module } from '@nestjs/common';
import { AccountCreationsRepository } from './account-creations.repository';
import { ConnectivityController } from './connectivity.controller';
import { KeycloakAdminClient } from './keycloak-admin.client';
import { UserAdminController } from './user-admin.controller';
import { OrphanSweep } from './orphan-sweep';
import { UserAdminService } from './user-admin.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  controllers: [UserAdminController, UsersController, ConnectivityController],
  providers: [
    UsersService,
    UsersRepository,
    UserAdminService,
    KeycloakAdminClient,
    AccountCreationsRepository,
    OrphanSweep,
  ],
  exports: [UsersRepository],
})
export class IdentityModule {}
