import type { Message } from 'amqplib';
import { AckBatcher } from './ack-batcher';

const delivery = (tag: number) => ({ fields: { deliveryTag: tag } }) as unknown as Message;

/** A batcher whose turns the test runs by hand, and the acks it sent as [tag, allUpTo]. */
function setUp(tags: number[]) {
  const sent: Array<[number, boolean | undefined]> = [];
  const turns: Array<() => void> = [];
  const batcher = new AckBatcher(
    { ack: (message, allUpTo) => sent.push([message.fields.deliveryTag, allUpTo]) },
    (work) => turns.push(work),
  );
  const messages = new Map(tags.map((tag) => [tag, delivery(tag)]));
  for (const message of messages.values()) batcher.received(message);
  const runTurns = () => turns.splice(0).forEach((work) => work());
  const at = (tag: number) => messages.get(tag) as Message;
  return { batcher, sent, runTurns, at };
}

describe('AckBatcher', () => {
  it('acks the deliveries settled in one turn with one multiple ack', () => {
    const { batcher, sent, runTurns, at } = setUp([1, 2, 3]);
    [1, 2, 3].forEach((tag) => batcher.ack(at(tag)));
    expect(sent).toEqual([]);
    runTurns();
    expect(sent).toEqual([[3, true]]);
    expect(batcher.pending).toBe(0);
  });

  it('holds a later delivery back until the older one is settled', () => {
    const { batcher, sent, runTurns, at } = setUp([1, 2, 3]);
    batcher.ack(at(2));
    batcher.ack(at(3));
    runTurns();
    expect(sent).toEqual([]);
    batcher.ack(at(1));
    runTurns();
    expect(sent).toEqual([[3, true]]);
  });

  it('acks only up to the oldest delivery still open', () => {
    const { batcher, sent, runTurns, at } = setUp([1, 2, 3, 4]);
    [1, 2, 4].forEach((tag) => batcher.ack(at(tag)));
    runTurns();
    expect(sent).toEqual([[2, true]]);
    expect(batcher.pending).toBe(2);
  });

  it('steps over a dropped (nacked) delivery', () => {
    const { batcher, sent, runTurns, at } = setUp([1, 2, 3]);
    batcher.ack(at(2));
    batcher.ack(at(3));
    batcher.dropped(at(1));
    runTurns();
    expect(sent).toEqual([[3, true]]);
    expect(batcher.pending).toBe(0);
  });

  it('schedules one flush per turn however many deliveries settle in it', () => {
    const turns: Array<() => void> = [];
    const batcher = new AckBatcher({ ack: () => undefined }, (work) => turns.push(work));
    const messages = [1, 2, 3].map(delivery);
    messages.forEach((message) => batcher.received(message));
    messages.forEach((message) => batcher.ack(message));
    expect(turns).toHaveLength(1);
  });
});
