import {
  type AnnouncementAdminView,
  ContentApi,
  type ContentDeleted,
  type ContentPageAdminView,
  ContentPageSlugDto,
  type ContentPageView,
  CreateRunningLineDto,
  type MediaFile,
  MediaKeyDto,
  MediaSlotDto,
  PageLanguageMessage,
  type MediaSlotView,
  RunningLineIdDto,
  type RunningLineView,
  SaveAnnouncementDto,
  SaveMediaLinkMessage,
  SavePageMessage,
  type SiteContentView,
  UpdateRunningLineMessage,
  UploadMediaMessage,
} from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { ReportsAccess } from '../reports/reports-access';
import { ContentAdminService } from './content-admin.service';
import { ContentMediaService } from './content-media.service';
import { ContentSiteService } from './content-site.service';

/** Storefront content: public reads, and the back office's changes (permission `content`, checked here too). */
@Controller()
export class ContentController {
  constructor(
    private readonly access: ReportsAccess,
    private readonly site: ContentSiteService,
    private readonly admin: ContentAdminService,
    private readonly media: ContentMediaService,
  ) {}

  @Handles(ContentApi.site)
  siteContent(@MessageCtx() ctx: RequestContext): Promise<SiteContentView> {
    return this.site.site(ctx);
  }

  @Handles(ContentApi.page)
  page(@MessageCtx() ctx: RequestContext, @MessageBody() body: ContentPageSlugDto): Promise<ContentPageView> {
    return this.site.page(ctx, body);
  }

  @Handles(ContentApi.media)
  file(@MessageCtx() _ctx: RequestContext, @MessageBody() body: MediaKeyDto): Promise<MediaFile> {
    return this.media.file(body);
  }

  @Handles(ContentApi.getAnnouncement)
  async getAnnouncement(@MessageCtx() ctx: RequestContext): Promise<AnnouncementAdminView> {
    await this.access.require(ctx, 'content');
    return this.admin.getAnnouncement(ctx);
  }

  @Handles(ContentApi.saveAnnouncement)
  async saveAnnouncement(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SaveAnnouncementDto,
  ): Promise<AnnouncementAdminView> {
    await this.access.require(ctx, 'content');
    return this.admin.saveAnnouncement(ctx, body);
  }

  @Handles(ContentApi.listRunningLines)
  async listRunningLines(@MessageCtx() ctx: RequestContext): Promise<RunningLineView[]> {
    await this.access.require(ctx, 'content');
    return this.admin.listRunningLines(ctx);
  }

  @Handles(ContentApi.createRunningLine)
  async createRunningLine(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CreateRunningLineDto,
  ): Promise<RunningLineView> {
    await this.access.require(ctx, 'content');
    return this.admin.createRunningLine(ctx, body);
  }

  @Handles(ContentApi.updateRunningLine)
  async updateRunningLine(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateRunningLineMessage,
  ): Promise<RunningLineView> {
    await this.access.require(ctx, 'content');
    return this.admin.updateRunningLine(ctx, body);
  }

  @Handles(ContentApi.deleteRunningLine)
  async deleteRunningLine(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: RunningLineIdDto,
  ): Promise<ContentDeleted> {
    await this.access.require(ctx, 'content');
    return this.admin.deleteRunningLine(ctx, body);
  }

  @Handles(ContentApi.listPages)
  async listPages(@MessageCtx() ctx: RequestContext): Promise<ContentPageAdminView[]> {
    await this.access.require(ctx, 'content');
    return this.admin.listPages(ctx);
  }

  @Handles(ContentApi.savePage)
  async savePage(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SavePageMessage,
  ): Promise<ContentPageAdminView> {
    await this.access.require(ctx, 'content');
    return this.admin.savePage(ctx, body);
  }

  @Handles(ContentApi.listMedia)
  async listMedia(@MessageCtx() ctx: RequestContext): Promise<MediaSlotView[]> {
    await this.access.require(ctx, 'content');
    return this.media.list(ctx);
  }

  @Handles(ContentApi.uploadMedia)
  async uploadMedia(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UploadMediaMessage,
  ): Promise<MediaSlotView> {
    await this.access.require(ctx, 'content');
    return this.media.upload(ctx, body);
  }

  @Handles(ContentApi.saveMediaLink)
  async saveMediaLink(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SaveMediaLinkMessage,
  ): Promise<MediaSlotView> {
    await this.access.require(ctx, 'content');
    return this.media.saveLink(ctx, body);
  }

  @Handles(ContentApi.removeMedia)
  async removeMedia(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: MediaSlotDto,
  ): Promise<MediaSlotView> {
    await this.access.require(ctx, 'content');
    return this.media.remove(ctx, body);
  }

  @Handles(ContentApi.removePage)
  async removePage(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: PageLanguageMessage,
  ): Promise<ContentPageAdminView> {
    await this.access.require(ctx, 'content');
    return this.admin.removePage(ctx, body);
  }
}
