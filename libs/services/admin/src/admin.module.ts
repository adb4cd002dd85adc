import { ServicePlatformModule, type ServiceRuntimeOptions } from '@atelier/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { AnnouncementsController } from './announcements/announcements.controller';
import { AnnouncementsService } from './announcements/announcements.service';
import { NewsletterController } from './newsletter/newsletter.controller';
import { NewsletterService } from './newsletter/newsletter.service';
import { AdminSeeder } from './seed/admin.seeder';
import { SettingsController } from './settings/settings.controller';
import { SettingsService } from './settings/settings.service';

/** Back-office content and settings: the announcement line, the newsletter sign-up, pricing settings. */
@Module({})
export class AdminModule {
  static forRoot(options: ServiceRuntimeOptions): DynamicModule {
    return {
      module: AdminModule,
      imports: [
        ServicePlatformModule.forRoot({ ...options, migrationsFolder: join(__dirname, 'migrations') }),
      ],
      controllers: [AnnouncementsController, NewsletterController, SettingsController],
      providers: [AnnouncementsService, NewsletterService, SettingsService, AdminSeeder],
    };
  }
}
