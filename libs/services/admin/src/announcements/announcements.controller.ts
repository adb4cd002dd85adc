import { AdminPatterns, type AnnouncementView } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { AnnouncementsService } from './announcements.service';

@Controller()
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @MessagePattern(AdminPatterns.currentAnnouncement)
  current(@MessageCtx() ctx: RequestContext): Promise<AnnouncementView | null> {
    return this.announcements.current(ctx);
  }
}
