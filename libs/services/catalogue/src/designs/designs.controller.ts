import {
  CatalogueApi,
  type DesignDetail,
  GetDesignDto,
  type MainGroupOfDesign,
  MainGroupOfDesignDto,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { DesignsService } from './designs.service';

@Controller()
export class DesignsController {
  constructor(private readonly designs: DesignsService) {}

  @Handles(CatalogueApi.getDesign)
  get(@MessageCtx() ctx: RequestContext, @MessageBody() body: GetDesignDto): Promise<DesignDetail> {
    return this.designs.get(ctx, body);
  }

  @Handles(CatalogueApi.mainGroupOfDesign)
  mainGroup(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: MainGroupOfDesignDto,
  ): Promise<MainGroupOfDesign> {
    return this.designs.mainGroupOf(ctx, body.designId);
  }
}
