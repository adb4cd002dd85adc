import {
  acceptedMediaTypes,
  ContentApi,
  ContentErrorCode,
  CreateRunningLineDto,
  detectMediaType,
  type MediaSlot,
  mediaExtension,
  mediaMaxBytes,
  MediaSlotDto,
  PageLanguageMessage,
  SaveAnnouncementDto,
  SaveMediaLinkDto,
  SaveMediaLinkMessage,
  SavePageDto,
  SavePageMessage,
  UpdateRunningLineDto,
  UploadMediaMessage,
} from '@atelier/contracts/admin';
import { CommonErrorCode, type RequestContext, translate } from '@atelier/contracts/common';
import { ServiceClient, validateDto } from '@atelier/platform';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import {
  contentFileError,
  ContentUploadInterceptor,
  type UploadedContentFile,
} from './content-upload.interceptor';

/**
 * Back office, permission "content": announcement-bar, running-lines and upload-running-line, the
 * footer pages per language, and the QR popups' pictures and links and the footer's demo videos.
 */
@ApiTags('back office: content')
@Controller('admin/content')
@RequirePermission('content')
export class ContentAdminController {
  constructor(private readonly services: ServiceClient) {}

  @Get('announcement')
  @ApiOperation({ summary: 'The announcement as edited: English text, translations and visibility.' })
  async announcement(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(ContentApi.getAnnouncement, ctx, {}));
  }

  @Put('announcement')
  @ApiOperation({ summary: 'Saves the announcement; the storefront shows it at once.' })
  async saveAnnouncement(@Ctx() ctx: RequestContext, @Body() body: SaveAnnouncementDto) {
    return ok(
      await this.services.call(ContentApi.saveAnnouncement, ctx, body),
      translate(ctx.language, 'content.saved'),
    );
  }

  @Get('running-lines')
  @ApiOperation({ summary: 'The running lines in ticker order, hidden ones included.' })
  async runningLines(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(ContentApi.listRunningLines, ctx, {}));
  }

  @Post('running-lines')
  @HttpCode(201)
  @ApiOperation({ summary: 'Adds a running line at the end of the ticker (upload-running-line).' })
  async createRunningLine(@Ctx() ctx: RequestContext, @Body() body: CreateRunningLineDto) {
    return ok(
      await this.services.call(ContentApi.createRunningLine, ctx, body),
      translate(ctx.language, 'content.saved'),
    );
  }

  @Patch('running-lines/:id')
  @ApiOperation({ summary: "Changes a running line's texts, visibility or place." })
  async updateRunningLine(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: UpdateRunningLineDto,
  ) {
    return ok(
      await this.services.call(ContentApi.updateRunningLine, ctx, { ...body, id }),
      translate(ctx.language, 'content.saved'),
    );
  }

  @Delete('running-lines/:id')
  @ApiOperation({ summary: 'Removes a running line.' })
  async deleteRunningLine(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(
      await this.services.call(ContentApi.deleteRunningLine, ctx, { id }),
      translate(ctx.language, 'content.deleted'),
    );
  }

  @Get('pages')
  @ApiOperation({ summary: 'Every footer page with the languages it has (markdown and rendered HTML).' })
  async pages(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(ContentApi.listPages, ctx, {}));
  }

  @Put('pages/:slug/:language')
  @ApiOperation({
    summary: "Saves a footer page's title and markdown in one language (sanitised HTML kept).",
  })
  async savePage(
    @Ctx() ctx: RequestContext,
    @Param('slug') slug: string,
    @Param('language') language: string,
    @Body() body: SavePageDto,
  ) {
    const message = await validateDto(SavePageMessage, { ...body, slug, language });
    return ok(
      await this.services.call(ContentApi.savePage, ctx, message),
      translate(ctx.language, 'content.saved'),
    );
  }

  @Delete('pages/:slug/:language')
  @ApiOperation({ summary: 'Removes one language of a footer page; that language then shows English.' })
  async removePage(
    @Ctx() ctx: RequestContext,
    @Param('slug') slug: string,
    @Param('language') language: string,
  ) {
    const message = await validateDto(PageLanguageMessage, { slug, language });
    return ok(
      await this.services.call(ContentApi.removePage, ctx, message),
      translate(ctx.language, 'content.deleted'),
    );
  }

  @Get('media')
  @ApiOperation({ summary: 'The QR popups and demo videos: file address, type, size and link per slot.' })
  async media(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(ContentApi.listMedia, ctx, {}));
  }

  @Post('media/:slot')
  @HttpCode(200)
  @UseInterceptors(ContentUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Replaces a slot\'s file (multipart field "file"): PNG, JPEG or WebP up to 2 MB for a QR popup, MP4 or WebM up to 10 MB for a video, by content.',
  })
  async upload(
    @Ctx() ctx: RequestContext,
    @Param('slot') slot: string,
    @UploadedFile() file: UploadedContentFile | undefined,
  ) {
    const { slot: checked } = await validateDto(UploadMediaMessage, { slot, data: '-' });
    if (!file || file.size === 0) {
      throw contentFileError(CommonErrorCode.ValidationFailed, 'content.media.empty');
    }
    refuseWrongFile(checked, file.buffer);
    const data = file.buffer.toString('base64');
    return ok(
      await this.services.call(ContentApi.uploadMedia, ctx, { slot: checked, data }),
      'content.saved',
    );
  }

  @Delete('media/:slot')
  @ApiOperation({ summary: "Takes a slot's file away (its link stays); the storefront stops showing it." })
  async removeMedia(@Ctx() ctx: RequestContext, @Param('slot') slot: string) {
    const message = await validateDto(MediaSlotDto, { slot });
    return ok(
      await this.services.call(ContentApi.removeMedia, ctx, message),
      translate(ctx.language, 'content.deleted'),
    );
  }

  @Put('media/:slot/link')
  @ApiOperation({ summary: "Sets the link a QR popup's button opens (https only)." })
  async saveLink(@Ctx() ctx: RequestContext, @Param('slot') slot: string, @Body() body: SaveMediaLinkDto) {
    const message = await validateDto(SaveMediaLinkMessage, { ...body, slot });
    return ok(
      await this.services.call(ContentApi.saveMediaLink, ctx, message),
      translate(ctx.language, 'content.saved'),
    );
  }
}

/** The gateway's own look at the bytes, so a wrong or oversized file never crosses the broker. */
function refuseWrongFile(slot: MediaSlot, bytes: Buffer): void {
  const max = mediaMaxBytes(slot);
  if (bytes.length > max) {
    throw contentFileError(ContentErrorCode.MediaTooLarge, 'content.media.tooLarge', {
      max: max / (1024 * 1024),
    });
  }
  const type = detectMediaType(bytes);
  const accepted = acceptedMediaTypes(slot);
  if (type === null || !accepted.includes(type)) {
    throw contentFileError(ContentErrorCode.MediaTypeRefused, 'content.media.type', {
      types: accepted.map((t) => mediaExtension(t)).join(', '),
    });
  }
}
