import { ServicePlatformModule, type ServiceRuntimeOptions } from '@atelier/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { IdentitySeeder } from './seed/identity.seeder';
import { TenantsService } from './tenants/tenants.service';
import { PasswordHasher } from './users/password-hasher';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';

/** Tenants, users, roles, admin permissions and the companies (customers) users buy for. */
@Module({})
export class IdentityModule {
  static forRoot(options: ServiceRuntimeOptions): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        ServicePlatformModule.forRoot({ ...options, migrationsFolder: join(__dirname, 'migrations') }),
      ],
      controllers: [UsersController],
      providers: [UsersService, TenantsService, PasswordHasher, IdentitySeeder],
    };
  }
}
