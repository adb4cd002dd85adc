import { AdminPatterns, type PricingSettings } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @MessagePattern(AdminPatterns.getPricingSettings)
  pricing(@MessageCtx() ctx: RequestContext): Promise<PricingSettings> {
    return this.settings.pricing(ctx);
  }
}
