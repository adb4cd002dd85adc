import { ServicePlatformModule, type ServiceRuntimeOptions } from '@atelier/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { AnnouncementsController } from './announcements/announcements.controller';
import { AnnouncementsService } from './announcements/announcements.service';
import { NewsletterController } from './newsletter/newsletter.controller';
import { NewsletterService } from './newsletter/newsletter.service';
import { ReadModelConsumer } from './reports/read-model.consumer';
import { ReadModelStartup } from './reports/read-model-startup.service';
import { RebuildService } from './reports/rebuild.service';
import { ReportingEventsController } from './reports/reporting-events.controller';
import { ReportsAccess } from './reports/reports-access';
import { ReportsController } from './reports/reports.controller';
import { ReportsService } from './reports/reports.service';
import { AdminSeeder } from './seed/admin.seeder';
import { SettingsController } from './settings/settings.controller';
import { SettingsService } from './settings/settings.service';

/** Back-office content and settings (announcement, newsletter, pricing) and the reporting read model. */
@Module({})
export class AdminModule {
  static forRoot(options: ServiceRuntimeOptions): DynamicModule {
    return {
      module: AdminModule,
      imports: [
        ServicePlatformModule.forRoot({ ...options, migrationsFolder: join(__dirname, 'migrations') }),
      ],
      controllers: [
        AnnouncementsController,
        NewsletterController,
        SettingsController,
        ReportsController,
        ReportingEventsController,
      ],
      providers: [
        AnnouncementsService,
        NewsletterService,
        SettingsService,
        AdminSeeder,
        ReportsAccess,
        ReportsService,
        RebuildService,
        ReadModelConsumer,
        ReadModelStartup,
      ],
    };
  }
}
