import { call, type RequestContext, systemContext } from '@atelier/contracts/common';
import { Handles } from './message.decorators';
import { InProcessBus } from './in-process/in-process.bus';
import { InProcessClient } from './in-process/in-process.client';
import { ServiceClient } from './service-client';

interface EchoRequest {
  text: string;
}
interface EchoResponse {
  echoed: string;
}
const EchoApi = { echo: call<EchoRequest, EchoResponse>('identity.test.echo') };

const ctx: RequestContext = systemContext('t', 'r');

describe('ServiceClient.call', () => {
  it('sends to the entry pattern and answers with the handler result', async () => {
    const bus = new InProcessBus();
    bus.onRequest(EchoApi.echo.pattern, (data) => {
      const { payload } = data as { payload: EchoRequest };
      return Promise.resolve({ echoed: payload.text.toUpperCase() });
    });
    const client = new ServiceClient(new InProcessClient(bus), 1_000);
    const answer: EchoResponse = await client.call(EchoApi.echo, ctx, { text: 'ring' });
    expect(answer).toEqual({ echoed: 'RING' });
  });

  it('types payloads, answers and handlers from the entry (checked by the typecheck step)', () => {
    const client = new ServiceClient(new InProcessClient(new InProcessBus()), 1_000);
    const typeOnly = (): void => {
      // @ts-expect-error a payload of the wrong shape does not compile
      void client.call(EchoApi.echo, ctx, { txt: 'ring' });
      // @ts-expect-error nor does reading the answer as another type
      void client.call(EchoApi.echo, ctx, { text: 'ring' }).then((answer): number => answer);
      class EchoHandler {
        @Handles(EchoApi.echo)
        echo(_ctx: RequestContext, body: EchoRequest): Promise<EchoResponse> {
          return Promise.resolve({ echoed: body.text });
        }

        // @ts-expect-error a handler answering another type does not compile
        @Handles(EchoApi.echo)
        wrong(_ctx: RequestContext, body: EchoRequest): Promise<number> {
          return Promise.resolve(body.text.length);
        }
      }
      void EchoHandler;
    };
    expect(typeof typeOnly).toBe('function');
  });
});
