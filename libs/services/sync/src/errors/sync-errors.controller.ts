import type { Paged, RequestContext } from '@atelier/contracts/common';
import {
  DiscardSyncErrorMessage,
  ListSyncErrorsDto,
  RetrySyncErrorsDto,
  SyncApi,
  SyncErrorIdDto,
  type SyncErrorView,
  type SyncRetryResult,
} from '@atelier/contracts/sync';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { SyncErrorsService } from './sync-errors.service';

/** The error list (the gateway checks the `sync` permission; every query is the tenant's). */
@Controller()
export class SyncErrorsController {
  constructor(private readonly errors: SyncErrorsService) {}

  @Handles(SyncApi.listErrors)
  list(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListSyncErrorsDto,
  ): Promise<Paged<SyncErrorView>> {
    return this.errors.list(ctx, body);
  }

  @Handles(SyncApi.countOpenErrors)
  countOpen(@MessageCtx() ctx: RequestContext): Promise<number> {
    return this.errors.countOpen(ctx);
  }

  @Handles(SyncApi.retryError)
  retryOne(@MessageCtx() ctx: RequestContext, @MessageBody() body: SyncErrorIdDto): Promise<SyncRetryResult> {
    return this.errors.retry(ctx, [body.id]);
  }

  @Handles(SyncApi.retryErrors)
  retry(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: RetrySyncErrorsDto,
  ): Promise<SyncRetryResult> {
    return this.errors.retry(ctx, body.ids);
  }

  @Handles(SyncApi.discardError)
  discard(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: DiscardSyncErrorMessage,
  ): Promise<SyncErrorView> {
    return this.errors.discard(ctx, body);
  }
}
