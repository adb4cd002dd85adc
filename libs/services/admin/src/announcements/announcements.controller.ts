import { AdminApi, type AnnouncementView } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { AnnouncementsService } from './announcements.service';

@Controller()
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Handles(AdminApi.currentAnnouncement)
  current(@MessageCtx() ctx: RequestContext): Promise<AnnouncementView | null> {
    return this.announcements.current(ctx);
  }
}
