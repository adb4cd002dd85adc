import { AdminApi, type PricingSettings, SavePricingSettingsDto } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { ReportsAccess } from '../reports/reports-access';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly access: ReportsAccess,
  ) {}

  /** Read by the catalogue for every RRP (any caller), and by /Admin/set-global-markup. */
  @Handles(AdminApi.getPricingSettings)
  pricing(@MessageCtx() ctx: RequestContext): Promise<PricingSettings> {
    return this.settings.pricing(ctx);
  }

  /** /Admin/set-global-markup (permission `discounts`, checked by the gateway and here). */
  @Handles(AdminApi.savePricingSettings)
  async save(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SavePricingSettingsDto,
  ): Promise<PricingSettings> {
    await this.access.require(ctx, 'discounts');
    return this.settings.save(ctx, body);
  }
}
