import {
  CataloguePatterns,
  type DesignDetail,
  GetDesignDto,
  type MainGroupOfDesign,
  MainGroupOfDesignDto,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { DesignsService } from './designs.service';

@Controller()
export class DesignsController {
  constructor(private readonly designs: DesignsService) {}

  @MessagePattern(CataloguePatterns.getDesign)
  get(@MessageCtx() ctx: RequestContext, @MessageBody() body: GetDesignDto): Promise<DesignDetail> {
    return this.designs.get(ctx, body);
  }

  @MessagePattern(CataloguePatterns.mainGroupOfDesign)
  mainGroup(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: MainGroupOfDesignDto,
  ): Promise<MainGroupOfDesign> {
    return this.designs.mainGroupOf(ctx, body.designId);
  }
}
