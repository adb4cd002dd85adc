import { InProcessBus } from './in-process.bus';

describe('InProcessBus', () => {
  it('answers requests through a JSON round trip, as a broker would', async () => {
    const bus = new InProcessBus();
    bus.onRequest('identity.echo', (data) => Promise.resolve({ got: data, at: new Date(0) }));
    const reply = await bus.request('identity.echo', { n: 1, skip: undefined });
    expect(reply).toEqual({ got: { n: 1 }, at: '1970-01-01T00:00:00.000Z' });
  });

  it('refuses a second handler for the same request pattern', () => {
    const bus = new InProcessBus();
    bus.onRequest('identity.x', () => Promise.resolve(1));
    expect(() => bus.onRequest('identity.x', () => Promise.resolve(2))).toThrow('Two handlers');
  });

  it('fails a request nobody handles with SERVICE_UNAVAILABLE', async () => {
    await expect(new InProcessBus().request('orders.none', {})).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('delivers events to every subscriber after the publisher returns', async () => {
    const bus = new InProcessBus();
    const seen: string[] = [];
    bus.onEvent('orders.order.placed', (data) => {
      seen.push(`a:${(data as { id: string }).id}`);
      return Promise.resolve();
    });
    bus.onEvent('orders.order.placed', () => {
      seen.push('b');
      return Promise.reject(new Error('one failing consumer does not stop the others'));
    });
    await bus.publish('orders.order.placed', { id: '1' });
    expect(seen).toEqual([]);
    await bus.drain();
    expect(seen.sort()).toEqual(['a:1', 'b']);
  });
});
