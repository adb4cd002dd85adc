import {
  type CallEntry,
  CommonErrorCode,
  type MessageEnvelope,
  type RequestContext,
  isSerializedError,
} from '@atelier/contracts/common';
import type { ClientProxy } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { lastValueFrom, timeout, TimeoutError } from 'rxjs';
import { insideTransaction } from '../database';
import { AppException, CommonException } from '../errors';
import { AmqpClient } from './amqp/amqp.client';

/** The AMQP properties of a message for another system's queue (its own format, not our envelope). */
export interface ExternalProperties {
  messageId: string;
  type: string;
  tenantId: string;
}

/**
 * How the gateway and services talk to a service: every call carries the request context in an
 * envelope, and every failure comes back as an AppException with the remote code intact.
 */
export class ServiceClient {
  constructor(
    private readonly proxy: ClientProxy,
    private readonly rpcTimeoutMs: number,
  ) {}

  /** Calls the service that handles `entry`, typed by the entry: the payload and the answer cannot drift. */
  call<TRequest, TResponse>(
    entry: CallEntry<TRequest, TResponse>,
    ctx: RequestContext,
    payload: NoInfer<TRequest>,
  ): Promise<TResponse> {
    // A transaction held open across a remote call holds its locks for as long as another service takes
    // (and in embedded mode the callee's queries wait for it): read first, then write.
    if (insideTransaction()) throw new Error(`Remote call ${entry.pattern} inside a database transaction`);
    return this.send<TResponse, TRequest>(entry.pattern, ctx, payload);
  }

  private async send<TResult, TPayload = unknown>(
    pattern: string,
    ctx: RequestContext,
    payload: TPayload,
  ): Promise<TResult> {
    const envelope: MessageEnvelope<TPayload> = { ctx, payload };
    try {
      return await lastValueFrom(
        this.proxy
          .send<TResult, MessageEnvelope<TPayload>>(pattern, envelope)
          .pipe(timeout(this.rpcTimeoutMs)),
      );
    } catch (error) {
      if (error instanceof TimeoutError) {
        throw new CommonException(CommonErrorCode.ServiceTimeout, 'error.serviceTimeout', { pattern });
      }
      if (isSerializedError(error)) throw AppException.fromSerialized(error);
      throw new CommonException(CommonErrorCode.ServiceUnavailable, 'error.serviceUnavailable', { pattern });
    }
  }

  /** Resolves once the transport has taken the event (the broker confirmed it, in distributed mode). */
  async emit<TPayload>(
    event: string,
    ctx: RequestContext,
    payload: TPayload,
    messageId: string = randomUUID(),
  ): Promise<void> {
    const envelope: MessageEnvelope<TPayload> & { messageId: string } = { ctx, payload, messageId };
    await lastValueFrom(this.proxy.emit(event, envelope), { defaultValue: undefined });
  }

  /**
   * Publishes a message in another system's own format straight to its queue: persistent, resolved only
   * once the broker confirmed it. In process (the embedded mode) there is no such queue, and nothing
   * reads it: the message is dropped.
   */
  async sendExternal(queue: string, body: unknown, properties: ExternalProperties): Promise<void> {
    if (this.proxy instanceof AmqpClient) await this.proxy.sendExternal(queue, body, properties);
  }

  /** Succeeds when the transport can reach the broker (always, in process). */
  async ping(): Promise<void> {
    await this.proxy.connect();
  }

  async close(): Promise<void> {
    await this.proxy.close();
  }
}
