import { CataloguePatterns, GetImageDto, type ImageFile } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ImagesService } from './images.service';

@Controller()
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @MessagePattern(CataloguePatterns.getImage)
  get(@MessageCtx() ctx: RequestContext, @MessageBody() body: GetImageDto): Promise<ImageFile> {
    return this.images.get(ctx, body);
  }
}
