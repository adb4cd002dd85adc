import {
  BulkUploadImagesMessage,
  type BulkImagesResult,
  CatalogueAdminApi,
  DesignImageKeyMessage,
  DesignImagesMessage,
  type DesignImagesView,
  ReorderDesignImagesMessage,
  UpdateDesignImageMessage,
  UploadDesignImagesMessage,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { staff } from '../catalogue-admin/catalogue-change';
import { ImagesAdminService } from './images-admin.service';

@Controller()
export class ImagesAdminController {
  constructor(private readonly images: ImagesAdminService) {}

  @Handles(CatalogueAdminApi.designImages)
  list(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: DesignImagesMessage,
  ): Promise<DesignImagesView> {
    return this.images.view(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.uploadDesignImages)
  upload(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UploadDesignImagesMessage,
  ): Promise<DesignImagesView> {
    return this.images.upload(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.bulkUploadImages)
  bulk(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: BulkUploadImagesMessage,
  ): Promise<BulkImagesResult> {
    return this.images.bulk(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.updateDesignImage)
  update(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateDesignImageMessage,
  ): Promise<DesignImagesView> {
    return this.images.update(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.reorderDesignImages)
  reorder(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ReorderDesignImagesMessage,
  ): Promise<DesignImagesView> {
    return this.images.reorder(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.deleteDesignImage)
  remove(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: DesignImageKeyMessage,
  ): Promise<DesignImagesView> {
    return this.images.remove(staff(ctx), body);
  }
}
