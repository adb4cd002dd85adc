import { CommonErrorCode, isSystemContext, type RequestContext } from '@atelier/contracts/common';
import {
  IdentityApi,
  SyncCustomerAccountsDto,
  type SyncCustomerAccountsResult,
  SyncCustomerLinksDto,
  type SyncCustomerLinksResult,
} from '@atelier/contracts/identity';
import { CommonException, Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { CustomerAccountsService } from './customer-accounts.service';
import { CustomerLinksService } from './customer-links.service';

/** Sent by the Sellease sync only (a system context); no gateway route reaches it. */
@Controller()
export class CustomerAccountsController {
  constructor(
    private readonly accounts: CustomerAccountsService,
    private readonly links: CustomerLinksService,
  ) {}

  @Handles(IdentityApi.syncCustomerAccounts)
  apply(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SyncCustomerAccountsDto,
  ): Promise<SyncCustomerAccountsResult> {
    if (!isSystemContext(ctx)) throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
    return this.accounts.apply(ctx, body);
  }

  @Handles(IdentityApi.syncCustomerLinks)
  link(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SyncCustomerLinksDto,
  ): Promise<SyncCustomerLinksResult> {
    if (!isSystemContext(ctx)) throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
    return this.links.apply(ctx, body);
  }
}
