import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { toSerializedError } from '../../errors';
import type { InProcessBus } from './in-process.bus';

export class InProcessClient extends ClientProxy {
  constructor(private readonly bus: InProcessBus) {
    super();
  }

  connect(): Promise<void> {
    return Promise.resolve();
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    let cancelled = false;
    this.bus
      .request(this.normalizePattern(packet.pattern as string), packet.data)
      .then((response) => !cancelled && callback({ response, isDisposed: true }))
      .catch((error: unknown) => !cancelled && callback({ err: toSerializedError(error), isDisposed: true }));
    return () => {
      cancelled = true;
    };
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    await this.bus.publish(this.normalizePattern(packet.pattern as string), packet.data);
    return undefined as T;
  }

  unwrap<T>(): T {
    return this.bus as T;
  }

  close(): void {
    // The bus belongs to the process, not to one client.
  }
}
