import {
  SELLEASE_ASYNCAPI,
  SELLEASE_INBOUND_QUEUE,
  SELLEASE_OUTBOUND_QUEUE,
  SelleaseInboundTypes,
  SelleaseOutboundTypes,
  type SelleaseOrderPlacedBody,
} from '@atelier/contracts/sync';
import {
  accountLinked,
  accountNumberOf,
  acknowledgement,
  createRng,
  designMessages,
  invoicedInFull,
  skusOf,
  stockMessages,
  withFaults,
} from '../../bench/sellease-messages';
import { readUpdate } from '../../libs/services/sync/src/sellease/record-kinds';
import { SELLEASE_QUEUES } from '../support/broker';
import {
  PLACED_ORDER_EVENT,
  REGISTERED_CUSTOMER_EVENT,
} from '../../libs/services/sync/src/sellease/outbound-events.fixture';
import {
  customerRegisteredBody,
  orderPlacedBody,
} from '../../libs/services/sync/src/sellease/outbound-messages';
import { SelleaseContract } from '../support/asyncapi';

const contract = new SelleaseContract();
const HEADERS = { 'x-tenant-id': '0f7c2f4e-8a4b-4d0e-9a51-7d1f3c1b2a10' };

const placed = PLACED_ORDER_EVENT;

describe('the Sellease AsyncAPI document', () => {
  it('is AsyncAPI 2.6 and names every message type we read and send, on its queue', () => {
    expect(SELLEASE_ASYNCAPI.asyncapi).toBe('2.6.0');
    expect(contract.types().sort()).toEqual(
      [...Object.values(SelleaseInboundTypes), ...Object.values(SelleaseOutboundTypes)].sort(),
    );
    expect(Object.keys(SELLEASE_ASYNCAPI.channels).sort()).toEqual(['sellease.inbound', 'sellease.outbound']);
  });

  it('accepts what the simulator sends as Sellease, and so does the sync service', async () => {
    const rng = createRng(7);
    const designs = designMessages('T', 5, rng, 100);
    const order = orderPlacedBody(placed);
    const messages = [
      ...designs,
      ...stockMessages('T', skusOf(designs), 10, rng, 100),
      acknowledgement(order, 42, 1),
      invoicedInFull(order, 2),
      accountLinked(customerRegisteredBody(REGISTERED_CUSTOMER_EVENT), accountNumberOf('T1', 1), 1),
    ];
    for (const message of messages) {
      expect([message.type, contract.problems(message.type, message.body, HEADERS)]).toEqual([
        message.type,
        [],
      ]);
      expect((await readUpdate(message.type, message.body)).ok).toBe(true);
    }
  });

  it('refuses the malformed messages the simulator makes, as the sync service does', async () => {
    const rng = createRng(11);
    const designs = designMessages('T', 20, rng, 100);
    const faulty = withFaults([...designs, ...stockMessages('T', skusOf(designs), 40, rng, 100)], 1, rng);
    const malformed = faulty.filter((message) => message.fault === 'malformed');
    expect(malformed.length).toBeGreaterThan(0);
    for (const message of malformed) {
      expect(contract.problems(message.type, message.body, HEADERS)).not.toEqual([]);
      expect((await readUpdate(message.type, message.body)).ok).toBe(false);
    }
    const extra = { sku: 'R-1', quantity: 1, version: 1, vat: 20 };
    expect(contract.problems(SelleaseInboundTypes.StockUpdated, extra, HEADERS)).not.toEqual([]);
    expect((await readUpdate(SelleaseInboundTypes.StockUpdated, extra)).ok).toBe(false);
    const link = { customerId: REGISTERED_CUSTOMER_EVENT.customerId, acNo: 'SEL0001', version: 1 };
    for (const broken of [
      { ...link, customerId: 'C-1' },
      { ...link, acNo: 'sel-1' },
      { customerId: link.customerId, acNo: link.acNo },
    ]) {
      expect(contract.problems(SelleaseInboundTypes.CustomerLinked, broken, HEADERS)).not.toEqual([]);
      expect((await readUpdate(SelleaseInboundTypes.CustomerLinked, broken)).ok).toBe(false);
    }
    const late = faulty.filter((message) => message.fault === 'out-of-order');
    expect(late.length).toBeGreaterThan(0);
    for (const message of late) expect(contract.problems(message.type, message.body, HEADERS)).toEqual([]);
  });

  it('describes the bodies we send, and refuses a message without its tenant', () => {
    const order: SelleaseOrderPlacedBody = orderPlacedBody(placed);
    expect(contract.problems(SelleaseOutboundTypes.OrderPlaced, order, HEADERS)).toEqual([]);
    const registered = REGISTERED_CUSTOMER_EVENT;
    expect(
      contract.problems(
        SelleaseOutboundTypes.CustomerRegistered,
        customerRegisteredBody(registered),
        HEADERS,
      ),
    ).toEqual([]);
    expect(
      contract.problems(SelleaseOutboundTypes.OrderPlaced, { ...order, grandTotal: 'lots' }, HEADERS),
    ).not.toEqual([]);
    expect(contract.problems(SelleaseOutboundTypes.OrderPlaced, order, {})).not.toEqual([]);
  });
});

describe("the test runs' clean-up", () => {
  it('deletes the Sellease queues the contract names', () => {
    expect(SELLEASE_QUEUES).toEqual([SELLEASE_INBOUND_QUEUE, SELLEASE_OUTBOUND_QUEUE]);
  });
});
