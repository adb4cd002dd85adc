import { AdminApi, SavePricingSettingsDto } from '@atelier/contracts/admin';
import { type RequestContext, translate } from '@atelier/contracts/common';
import { ServiceClient } from '@atelier/platform';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';

/** Back office, permission "discounts": /Admin/set-global-markup (the global markup and VAT rate). */
@ApiTags('back office: prices')
@Controller('admin/pricing-settings')
@RequirePermission('discounts')
export class PricingAdminController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: 'The global markup (RRP when no customer is selected) and the VAT rate.' })
  async get(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(AdminApi.getPricingSettings, ctx, {}));
  }

  @Put()
  @ApiOperation({ summary: 'Saves the global markup and VAT rate; the storefront prices with them at once.' })
  async save(@Ctx() ctx: RequestContext, @Body() body: SavePricingSettingsDto) {
    return ok(
      await this.services.call(AdminApi.savePricingSettings, ctx, body),
      translate(ctx.language, 'admin.pricing.saved'),
    );
  }
}
