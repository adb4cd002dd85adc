import type { Message } from 'amqplib';

/** The part of a channel the batcher uses: amqplib's ack with `allUpTo`. */
export interface AckChannel {
  ack(message: Message, allUpTo?: boolean): void;
}

/**
 * Acks a channel's deliveries with as few frames as it can: deliveries settled in one turn of the event
 * loop are acked together, by one `multiple` ack of the oldest run of settled deliveries. A queue
 * consumed in batches settles a whole batch at once, and a frame per message was work for the broker
 * and for us.
 *
 * A delivery settled while an older one is still open waits for it (a `multiple` ack covers every
 * delivery up to its tag). That suits a channel whose messages are applied in batches in the order they
 * came; a channel of independent requests, where one slow handler would hold back the rest of the
 * prefetch window, acks each message itself.
 */
export class AckBatcher {
  /** Open deliveries by tag, oldest first (tags grow on a channel). */
  private readonly open = new Map<number, Message>();
  private readonly settled = new Set<number>();
  private scheduled = false;

  constructor(
    private readonly channel: AckChannel,
    private readonly schedule: (work: () => void) => void = setImmediate,
  ) {}

  /** A delivery arrived: it is open until it is acked or dropped. */
  received(message: Message): void {
    this.open.set(message.fields.deliveryTag, message);
  }

  /** The delivery is done: it is acked with the others settled in this turn. */
  ack(message: Message): void {
    this.settled.add(message.fields.deliveryTag);
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => this.flush());
  }

  /** The delivery was settled another way (nacked): a later `multiple` ack must step over it. */
  dropped(message: Message): void {
    this.settled.delete(message.fields.deliveryTag);
    this.open.delete(message.fields.deliveryTag);
    if (this.settled.size > 0 && !this.scheduled) {
      this.scheduled = true;
      this.schedule(() => this.flush());
    }
  }

  /** Deliveries still open (neither acked nor dropped), for tests and shutdown. */
  get pending(): number {
    return this.open.size;
  }

  private flush(): void {
    this.scheduled = false;
    let last: Message | undefined;
    for (const [tag, message] of this.open) {
      if (!this.settled.has(tag)) break;
      this.settled.delete(tag);
      this.open.delete(tag);
      last = message;
    }
    if (last) this.channel.ack(last, true);
  }
}
