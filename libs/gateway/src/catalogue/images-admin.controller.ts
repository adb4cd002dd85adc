import {
  CatalogueAdminApi,
  ReorderDesignImagesDto,
  UpdateDesignImageDto,
  UploadDesignImagesDto,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { ServiceClient, validationException } from '@atelier/platform';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';
import {
  CatalogueImageUploadInterceptor,
  filesOf,
  type UploadedCatalogueFile,
} from './catalogue-image-upload.interceptor';

/** Image keys: content-addressed names of lower-case letters, digits and dashes. */
const KEY = /^[a-z0-9][a-z0-9-]{2,80}$/;

/** Back office, permission "images": pictures of designs per shade (spec add-images, upload-images, edit-images). */
@ApiTags('back office: images')
@Controller('admin')
@RequirePermission('images')
export class ImagesAdminController {
  constructor(private readonly services: ServiceClient) {}

  @Get('designs/:designId/images')
  @ApiOperation({ summary: "A design's pictures in display order (main first), each with its shade." })
  async list(@Ctx() ctx: RequestContext, @Param('designId', UuidParamPipe) designId: string) {
    return ok(await this.services.call(CatalogueAdminApi.designImages, ctx, { designId }));
  }

  @Post('designs/:designId/images')
  @HttpCode(200)
  @UseInterceptors(CatalogueImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Adds pictures (multipart field "images", up to 10 files of 8 MB; PNG, JPEG or WebP by content) for every shade or for shadeId.',
  })
  async upload(
    @Ctx() ctx: RequestContext,
    @Param('designId', UuidParamPipe) designId: string,
    @Body() body: UploadDesignImagesDto,
    @UploadedFiles() files: UploadedCatalogueFile[] | undefined,
  ) {
    const payload = { ...body, designId, files: filesOf(files) };
    return ok(await this.services.call(CatalogueAdminApi.uploadDesignImages, ctx, payload));
  }

  @Post('images/bulk')
  @HttpCode(200)
  @UseInterceptors(CatalogueImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary:
      'Pictures matched to designs by file name: <design number>[_<shade>][-<n>].<ext> (R1001.jpg, R1001_white.jpg, R1001-2.jpg); unmatched files are reported.',
  })
  async bulk(@Ctx() ctx: RequestContext, @UploadedFiles() files: UploadedCatalogueFile[] | undefined) {
    return ok(await this.services.call(CatalogueAdminApi.bulkUploadImages, ctx, { files: filesOf(files) }));
  }

  @Put('designs/:designId/images/order')
  @ApiOperation({ summary: 'Every picture key in the new order; the first becomes the main picture.' })
  async reorder(
    @Ctx() ctx: RequestContext,
    @Param('designId', UuidParamPipe) designId: string,
    @Body() body: ReorderDesignImagesDto,
  ) {
    return ok(await this.services.call(CatalogueAdminApi.reorderDesignImages, ctx, { ...body, designId }));
  }

  @Put('designs/:designId/images/:key')
  @ApiOperation({ summary: "Sets a picture's shade (null: every shade) or makes it the main picture." })
  async update(
    @Ctx() ctx: RequestContext,
    @Param('designId', UuidParamPipe) designId: string,
    @Param('key') key: string,
    @Body() body: UpdateDesignImageDto,
  ) {
    return ok(
      await this.services.call(CatalogueAdminApi.updateDesignImage, ctx, {
        ...body,
        designId,
        key: imageKey(key),
      }),
    );
  }

  @Delete('designs/:designId/images/:key')
  async remove(
    @Ctx() ctx: RequestContext,
    @Param('designId', UuidParamPipe) designId: string,
    @Param('key') key: string,
  ) {
    return ok(
      await this.services.call(CatalogueAdminApi.deleteDesignImage, ctx, { designId, key: imageKey(key) }),
    );
  }
}

function imageKey(key: string): string {
  if (KEY.test(key)) return key;
  throw validationException({ key: [{ key: 'validation.invalid' }] });
}
