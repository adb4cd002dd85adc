import { CatalogueApi, GetImageDto, type ImageFile } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { ImagesService } from './images.service';

@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Handles(CatalogueApi.getImage)
  get(@MessageCtx() ctx: RequestContext, @MessageBody() body: GetImageDto): Promise<ImageFile> {
    return this.images.get(ctx, body);
  }
}
