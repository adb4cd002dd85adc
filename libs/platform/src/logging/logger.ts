import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import pino, { type Logger, type LevelWithSilent } from 'pino';

interface LogScope {
  requestId: string;
}

/** Carries the requestId through everything a message or HTTP request causes, across awaits. */
export const logScope = new AsyncLocalStorage<LogScope>();

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return logScope.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return logScope.getStore()?.requestId;
}

let root: Logger | undefined;

export function configureLogging(options: { level: LevelWithSilent; app: string }): Logger {
  root = pino({
    level: options.level,
    base: { app: options.app },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  });
  return root;
}

export function getLogger(component: string): Logger {
  root ??= configureLogging({ level: 'info', app: 'atelier' });
  return root.child({ component });
}

/** Lets Nest write its own lines through pino, so every line is JSON with the requestId. */
export class PinoNestLogger implements LoggerService {
  private readonly logger: Logger;

  constructor(component: string) {
    this.logger = getLogger(component);
  }

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
