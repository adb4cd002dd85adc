import { AdminApi, type PricingSettings } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Handles(AdminApi.getPricingSettings)
  pricing(@MessageCtx() ctx: RequestContext): Promise<PricingSettings> {
    return this.settings.pricing(ctx);
  }
}
