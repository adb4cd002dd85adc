import type { Paged, RequestContext } from '@atelier/contracts/common';
import {
  ListSyncRunsDto,
  StartSyncRunDto,
  SyncApi,
  SyncRunIdDto,
  type SyncRunView,
  type SyncScheduleView,
  UpdateSyncScheduleMessage,
} from '@atelier/contracts/sync';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { SyncRunsService, toRunView } from './sync-runs.service';
import { SyncSchedulesService } from './sync-schedules.service';

@Controller()
export class SyncRunsController {
  constructor(
    private readonly runs: SyncRunsService,
    private readonly schedules: SyncSchedulesService,
  ) {}

  @Handles(SyncApi.startRun)
  async start(@MessageCtx() ctx: RequestContext, @MessageBody() body: StartSyncRunDto): Promise<SyncRunView> {
    const row = await this.runs.start(ctx.tenantId, body.jobs, { trigger: 'manual', userId: ctx.userId });
    if (!row) throw new Error('a manual run is never refused by the tick claim');
    return toRunView(row, ctx.language, new Date());
  }

  @Handles(SyncApi.listRuns)
  list(@MessageCtx() ctx: RequestContext, @MessageBody() body: ListSyncRunsDto): Promise<Paged<SyncRunView>> {
    return this.runs.list(ctx, body);
  }

  @Handles(SyncApi.getRun)
  get(@MessageCtx() ctx: RequestContext, @MessageBody() body: SyncRunIdDto): Promise<SyncRunView> {
    return this.runs.get(ctx, body.id);
  }

  @Handles(SyncApi.listSchedules)
  listSchedules(@MessageCtx() ctx: RequestContext): Promise<SyncScheduleView[]> {
    return this.schedules.list(ctx);
  }

  @Handles(SyncApi.updateSchedule)
  updateSchedule(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateSyncScheduleMessage,
  ): Promise<SyncScheduleView> {
    return this.schedules.update(ctx, body);
  }
}
