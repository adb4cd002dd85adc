import { type RequestContext, translate } from '@atelier/contracts/common';
import {
  ListSyncRunsDto,
  StartSyncRunDto,
  SYNC_JOBS,
  SyncApi,
  type SyncJob,
  UpdateSyncScheduleDto,
} from '@atelier/contracts/sync';
import { ServiceClient } from '@atelier/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';

/** sellease-sync and activate-cron: sync runs now and on a schedule. */
@ApiTags('back office: sellease')
@Controller('sync/sellease')
@RequirePermission('sync')
export class SyncRunsController {
  constructor(private readonly services: ServiceClient) {}

  @Post('runs')
  @ApiOperation({ summary: 'Start a full or partial sync now (the jobs to run); answers the run.' })
  async start(@Ctx() ctx: RequestContext, @Body() body: StartSyncRunDto) {
    return ok(
      await this.services.call(SyncApi.startRun, ctx, body),
      translate(ctx.language, 'sync.runStarted'),
    );
  }

  @Get('runs')
  @ApiOperation({ summary: 'The history of runs, newest first, with their progress.' })
  async list(@Ctx() ctx: RequestContext, @Query() query: ListSyncRunsDto) {
    return ok(await this.services.call(SyncApi.listRuns, ctx, query));
  }

  @Get('runs/:id')
  @ApiOperation({ summary: 'One run with its live progress.' })
  async get(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(await this.services.call(SyncApi.getRun, ctx, { id }));
  }

  @Get('schedules')
  @ApiOperation({ summary: 'The schedule of each job, with its next and last run.' })
  async schedules(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(SyncApi.listSchedules, ctx, {}));
  }

  @Put('schedules/:job')
  @HttpCode(200)
  @ApiParam({ name: 'job', enum: SYNC_JOBS })
  @ApiOperation({ summary: "Set a job's cron expression (UTC) and whether it runs." })
  async updateSchedule(
    @Ctx() ctx: RequestContext,
    @Param('job') job: string,
    @Body() body: UpdateSyncScheduleDto,
  ) {
    const schedule = await this.services.call(SyncApi.updateSchedule, ctx, { ...body, job: job as SyncJob });
    return ok(schedule, translate(ctx.language, 'sync.scheduleSaved'));
  }
}
