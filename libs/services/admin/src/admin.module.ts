import { ServicePlatformModule, type ServiceRuntimeOptions } from '@atelier/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { AnnouncementsController } from './announcements/announcements.controller';
import { AnnouncementsService } from './announcements/announcements.service';
import { ContentAdminService } from './content/content-admin.service';
import { ContentMediaService } from './content/content-media.service';
import { ContentSiteService } from './content/content-site.service';
import { ContentController } from './content/content.controller';
import { NewsletterController } from './newsletter/newsletter.controller';
import { NewsletterService } from './newsletter/newsletter.service';
import { ReadModelConsumer } from './reports/read-model.consumer';
import { ReadModelStartup } from './reports/read-model-startup.service';
import { PageViewsService } from './reports/page-views.service';
import { RebuildService } from './reports/rebuild.service';
import { ReportingEventsController } from './reports/reporting-events.controller';
import { ReportsAccess } from './reports/reports-access';
import { ReportsController } from './reports/reports.controller';
import { ReportsService } from './reports/reports.service';
import { outbox, processedMessages } from './schema/admin.schema';
import { AdminSeeder } from './seed/admin.seeder';
import { SettingsController } from './settings/settings.controller';
import { SettingsService } from './settings/settings.service';

/** Back-office content and settings (announcement, running lines, footer pages, media, newsletter, pricing) and the reporting read model. */
@Module({})
export class AdminModule {
  static forRoot(options: ServiceRuntimeOptions): DynamicModule {
    return {
      module: AdminModule,
      imports: [
        ServicePlatformModule.forRoot({
          ...options,
          migrationsFolder: join(__dirname, 'migrations'),
          outbox: { outbox, processedMessages },
        }),
      ],
      controllers: [
        AnnouncementsController,
        ContentController,
        NewsletterController,
        SettingsController,
        ReportsController,
        ReportingEventsController,
      ],
      providers: [
        AnnouncementsService,
        ContentSiteService,
        ContentAdminService,
        ContentMediaService,
        NewsletterService,
        SettingsService,
        AdminSeeder,
        ReportsAccess,
        ReportsService,
        RebuildService,
        PageViewsService,
        ReadModelConsumer,
        ReadModelStartup,
      ],
    };
  }
}
