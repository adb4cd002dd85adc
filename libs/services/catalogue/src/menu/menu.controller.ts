import type { RequestContext } from '@atelier/contracts/common';
import { CatalogueApi, type MenuNode } from '@atelier/contracts/catalogue';
import { Handles, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MenuService } from './menu.service';

@Controller()
export class MenuController {
  constructor(private readonly menu: MenuService) {}

  @Handles(CatalogueApi.listMenu)
  listMenu(@MessageCtx() ctx: RequestContext): Promise<MenuNode[]> {
    return this.menu.list(ctx);
  }
}
