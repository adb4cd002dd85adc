import { BaseRpcContext, type CustomTransportStrategy, Server } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { runWithRequestId } from '../../logging';
import { requestIdOf } from '../wire';
import type { InProcessBus } from './in-process.bus';

export class InProcessContext extends BaseRpcContext<[string]> {
  getPattern(): string {
    return this.args[0];
  }
}

/** Registers a Nest app's message and event handlers on the process-wide bus. */
export class InProcessServer extends Server implements CustomTransportStrategy {
  constructor(private readonly bus: InProcessBus) {
    super();
  }

  listen(callback: () => void): void {
    for (const [pattern, handler] of this.messageHandlers) {
      const run = async (data: unknown): Promise<unknown> =>
        runWithRequestId(requestIdOf(data) ?? 'internal', async () => {
          const result$ = this.transformToObservable(await handler(data, new InProcessContext([pattern])));
          return lastValueFrom<unknown, undefined>(result$, { defaultValue: undefined });
        });
      if (handler.isEventHandler) this.bus.onEvent(pattern, async (data) => void (await run(data)));
      else this.bus.onRequest(pattern, run);
    }
    callback();
  }

  on(): void {
    throw new Error('InProcessServer has no events');
  }

  unwrap<T>(): T {
    return this.bus as T;
  }

  close(): void {
    this.bus.removeAll(this.messageHandlers.keys());
  }
}
