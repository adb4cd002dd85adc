import { MailModule, ServicePlatformModule, type ServiceRuntimeOptions } from '@atelier/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { AccountLinksService } from './accounts/account-links.service';
import { AccountsController } from './accounts/accounts.controller';
import { MyAccountService } from './accounts/my-account.service';
import { PasswordsService } from './accounts/passwords.service';
import { RegistrationService } from './accounts/registration.service';
import { AdminUsersService } from './back-office/admin-users.service';
import { BackOfficeAccess } from './back-office/back-office-access';
import { BackOfficeController } from './back-office/back-office.controller';
import { CustomerUsersService } from './back-office/customer-users.service';
import { CustomerReviewService } from './back-office/customer-review.service';
import { CustomerAddressesService } from './back-office/customer-addresses.service';
import { CustomerListService } from './back-office/customer-list.service';
import { CustomerUpdateService } from './back-office/customer-update.service';
import { CustomerGroupsService } from './back-office/customer-groups.service';
import { CustomerRemovalService } from './back-office/customer-removal.service';
import { IDENTITY_OPTIONS, type IdentityOptions } from './identity.options';
import { AccountMailer } from './mail/account-mailer';
import { ApproReminderConsumer } from './order-mail/appro-reminder.consumer';
import { OrderMailController } from './order-mail/order-mail.controller';
import { IdentitySeeder } from './seed/identity.seeder';
import { SessionsService } from './sessions/sessions.service';
import { TenantsService } from './tenants/tenants.service';
import { PasswordHasher } from './users/password-hasher';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';
import { outbox, processedMessages } from './schema/identity.schema';
import { CustomerAccountsController } from './sync/customer-accounts.controller';
import { CustomerAccountsService } from './sync/customer-accounts.service';
import { CustomerLinksService } from './sync/customer-links.service';

/** Tenants, users, roles, admin permissions, the companies (customers) users buy for, and their accounts. */
@Module({})
export class IdentityModule {
  static forRoot(options: ServiceRuntimeOptions, identity: IdentityOptions): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        ServicePlatformModule.forRoot({
          ...options,
          migrationsFolder: join(__dirname, 'migrations'),
          outbox: { outbox, processedMessages },
        }),
        MailModule.forRoot(identity.mail),
      ],
      controllers: [
        UsersController,
        AccountsController,
        BackOfficeController,
        CustomerAccountsController,
        OrderMailController,
      ],
      providers: [
        { provide: IDENTITY_OPTIONS, useValue: identity },
        UsersService,
        TenantsService,
        PasswordHasher,
        IdentitySeeder,
        SessionsService,
        AccountMailer,
        AccountLinksService,
        RegistrationService,
        PasswordsService,
        MyAccountService,
        BackOfficeAccess,
        CustomerAddressesService,
        CustomerListService,
        CustomerUpdateService,
        CustomerGroupsService,
        CustomerRemovalService,
        CustomerReviewService,
        CustomerUsersService,
        AdminUsersService,
        CustomerAccountsService,
        CustomerLinksService,
        ApproReminderConsumer,
      ],
    };
  }
}
