import type { RequestContext } from '@atelier/contracts/common';
import { CataloguePatterns, type MenuNode } from '@atelier/contracts/catalogue';
import { MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { MenuService } from './menu.service';

@Controller()
export class MenuController {
  constructor(private readonly menu: MenuService) {}

  @MessagePattern(CataloguePatterns.listMenu)
  listMenu(@MessageCtx() ctx: RequestContext): Promise<MenuNode[]> {
    return this.menu.list(ctx);
  }
}
