import type { RequestContext } from '@atelier/contracts/common';
import { CatalogueApi } from '@atelier/contracts/catalogue';
import { ServiceClient } from '@atelier/platform';
import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { Public } from '../context/route-metadata';
import { ok } from '../http/api-response';

@ApiTags('catalogue')
@Controller()
export class MenuController {
  constructor(private readonly services: ServiceClient) {}

  @Public()
  @Get('menu')
  async menu(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueApi.listMenu, ctx, {}));
  }
}
