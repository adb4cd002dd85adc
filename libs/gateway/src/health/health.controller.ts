import {
  type DependencyHealth,
  healthCall,
  type RequestContext,
  SERVICE_NAMES,
  type ServiceHealthReport,
  systemContext,
} from '@atelier/contracts/common';
import { type CacheStore, probe, ServiceClient } from '@atelier/platform';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { Public, Tenantless } from '../context/route-metadata';
import { GATEWAY_CACHE, GATEWAY_OPTIONS, type GatewayOptions } from '../gateway-options';

@ApiTags('operations')
@Public()
@Tenantless()
@Controller()
export class HealthController {
  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_CACHE) private readonly cache: CacheStore,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  /** 200 when every service and dependency answers, 503 naming what does not. */
  @Get('health')
  async health(@Res({ passthrough: true }) response: Response) {
    const ctx: RequestContext = systemContext('', randomUUID());
    const [cache, broker, ...reports] = await Promise.all([
      probe(() => this.cache.ping()),
      probe(() => this.services.ping()),
      ...SERVICE_NAMES.map(async (service): Promise<ServiceHealthReport> => {
        let report: ServiceHealthReport | undefined;
        const reached = await probe(async () => {
          report = await this.services.call(healthCall(service), ctx, {});
        }, 3_000);
        return report ?? { service, status: 'down', dependencies: { service: reached } };
      }),
    ]);
    const dependencies: Record<string, DependencyHealth> = {
      cache: { ...cache, kind: this.cache.kind } as DependencyHealth,
      broker: { ...broker, kind: this.options.transport.kind } as DependencyHealth,
    };
    const services = Object.fromEntries(reports.map((report) => [report.service, report]));
    const up = [cache, broker, ...reports].every((part) => part.status === 'up');
    response.status(up ? 200 : 503);
    return { status: up ? 'up' : 'down', mode: this.options.mode, services, dependencies };
  }
}
