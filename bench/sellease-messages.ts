import {
  type SelleaseCustomerRegisteredBody,
  SelleaseInboundTypes,
  type SelleaseOrderPlacedBody,
} from '@atelier/contracts/sync';

/** A message as the simulator publishes it to our inbound queue: AMQP message id and type, JSON body. */
export interface SimMessage {
  messageId: string;
  type: string;
  body: Record<string, unknown>;
  /** What the simulator meant by it (malformed and out-of-order ones are expected not to apply). */
  fault?: 'malformed' | 'out-of-order';
}

/** A small seeded PRNG (mulberry32), so a run can be repeated. */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Lookups of the demo catalogue (their url_paths), as Sellease names them. */
const ITEMS = [
  { item: 'rings', mainGroup: 'rings', noun: 'Ring' },
  { item: 'earrings', mainGroup: 'earrings', noun: 'Earrings' },
  { item: 'bracelets', mainGroup: 'bracelets-bangles', noun: 'Bracelet' },
];
const GOLD = [
  { karat: '9k', perGram: 22 },
  { karat: '18k', perGram: 46 },
];
const SHADES = ['yellow-gold', 'white-gold', 'rose-gold'];
const QUALITIES = [
  { quality: 'gh-si', perCarat: 950 },
  { quality: 'fg-vs', perCarat: 1500 },
];
const STYLES = ['Solitaire', 'Halo', 'Eternity', 'Cluster', 'Drop', 'Tennis'];

/** Ids unique to the run, so a second run never repeats a message id of the first. */
export function messageIdOf(run: string, kind: string, n: number): string {
  return `SIM-${run}-${kind}-${n}`;
}

export function designNumberOf(run: string, n: number): string {
  return `SIM${run}-${String(n).padStart(5, '0')}`;
}

/** `design.upserted` messages: N designs of one to three variants with realistic weights and prices. */
export function designMessages(run: string, count: number, rng: () => number, version: number): SimMessage[] {
  const messages: SimMessage[] = [];
  for (let n = 1; n <= count; n += 1) {
    const designNumber = designNumberOf(run, n);
    const kind = pick(rng, ITEMS);
    const style = pick(rng, STYLES);
    const metalWeight = round2(1.5 + rng() * 6);
    const quality = pick(rng, QUALITIES);
    const carat = round2(0.1 + rng() * 1.4);
    const variants = Array.from({ length: 1 + Math.floor(rng() * 3) }, (_, i) => {
      const gold = GOLD[i % GOLD.length] ?? { karat: '18k', perGram: 46 };
      return {
        sku: `${designNumber}-${i + 1}`,
        karat: gold.karat,
        shade: pick(rng, SHADES),
        quality: quality.quality,
        totalCarat: round2(carat + i * 0.01),
        tradePrice: round2(metalWeight * gold.perGram + carat * quality.perCarat + 40),
        weight: metalWeight,
        stock: Math.floor(rng() * 6),
        isDefault: i === 0,
      };
    });
    messages.push({
      messageId: messageIdOf(run, 'design', n),
      type: SelleaseInboundTypes.DesignUpserted,
      body: {
        designNumber,
        version,
        name: `${style} ${kind.noun} ${designNumber}`,
        description: `${style} ${kind.noun.toLowerCase()} from the Sellease simulator.`,
        item: kind.item,
        mainGroup: kind.mainGroup,
        metalWeight,
        flags: { newArrival: rng() < 0.2 },
        variants,
      },
    });
  }
  return messages;
}

/** The SKUs a set of design messages names. */
export function skusOf(designs: readonly SimMessage[]): string[] {
  return designs.flatMap((message) =>
    ((message.body['variants'] as Array<{ sku: string }> | undefined) ?? []).map((variant) => variant.sku),
  );
}

/** `stock.updated` messages over the SKUs, each SKU's versions growing from `baseVersion`. */
export function stockMessages(
  run: string,
  skus: readonly string[],
  count: number,
  rng: () => number,
  baseVersion: number,
): SimMessage[] {
  if (skus.length === 0) return [];
  const versions = new Map<string, number>();
  return Array.from({ length: count }, (_, i) => {
    const sku = skus[i % skus.length];
    const version = (versions.get(sku) ?? baseVersion) + 1;
    versions.set(sku, version);
    return {
      messageId: messageIdOf(run, 'stock', i + 1),
      type: SelleaseInboundTypes.StockUpdated,
      body: { sku, quantity: Math.floor(rng() * 25), version },
    };
  });
}

/** A body broken the way a real feed breaks: a field missing, a wrong type, a value out of range. */
function malformed(message: SimMessage, rng: () => number): SimMessage {
  const body = { ...message.body };
  const breakage = Math.floor(rng() * 3);
  if (message.type === SelleaseInboundTypes.StockUpdated) {
    if (breakage === 0) delete body['sku'];
    else if (breakage === 1) body['quantity'] = 'lots';
    else body['quantity'] = -3;
  } else if (breakage === 0) delete body['name'];
  else if (breakage === 1) body['variants'] = [];
  else body['metalWeight'] = 'heavy';
  return { ...message, body, fault: 'malformed' };
}

/**
 * Puts faults into a share of the messages: half of them malformed, half followed by an older version of
 * the same record sent later (out of order; it must be stale). Designs are never broken out of order, so
 * their stock still applies.
 */
export function withFaults(messages: readonly SimMessage[], share: number, rng: () => number): SimMessage[] {
  if (share <= 0) return [...messages];
  const out: SimMessage[] = [];
  const late: SimMessage[] = [];
  for (const message of messages) {
    if (rng() >= share) {
      out.push(message);
      continue;
    }
    const version = Number(message.body['version']);
    if (message.type === SelleaseInboundTypes.StockUpdated && rng() < 0.5 && version > 1) {
      out.push(message);
      late.push({
        messageId: `${message.messageId}-late`,
        type: message.type,
        body: { ...message.body, quantity: 999, version: version - 1 },
        fault: 'out-of-order',
      });
    } else out.push(malformed(message, rng));
  }
  return [...out, ...late];
}

/** Sellease's acknowledgement of one of our orders. */
export function acknowledgement(
  order: SelleaseOrderPlacedBody,
  seOrderNumber: number,
  version: number,
): SimMessage {
  return {
    messageId: `SIM-ACK-${order.orderNumber}-${version}`,
    type: SelleaseInboundTypes.OrderAcknowledged,
    body: { orderNumber: order.orderNumber, seOrderNumber, version },
  };
}

/** Sellease invoiced and shipped every piece of the order (running totals per line). */
export function invoicedInFull(order: SelleaseOrderPlacedBody, version: number): SimMessage {
  return {
    messageId: `SIM-STATUS-${order.orderNumber}-${version}`,
    type: SelleaseInboundTypes.OrderStatusUpdated,
    body: {
      orderNumber: order.orderNumber,
      version,
      lines: order.lines.map((line) => ({
        lineNumber: line.lineNumber,
        invoicedQty: line.quantity,
        shippedQty: line.quantity,
        canceledQty: 0,
      })),
    },
  };
}

/** Sellease's answer to a registration: the account it opened for our customer. */
export function accountLinked(
  registration: Pick<SelleaseCustomerRegisteredBody, 'customerId'>,
  acNo: string,
  version: number,
): SimMessage {
  return {
    messageId: `SIM-LINK-${registration.customerId}-${version}`,
    type: SelleaseInboundTypes.CustomerLinked,
    body: { customerId: registration.customerId, acNo, version },
  };
}

/** Account numbers as Sellease gives them in a simulator run: SIM, the run, a running number. */
export function accountNumberOf(run: string, n: number): string {
  return `SIM${run.replace(/[^A-Z0-9]/g, '')}${String(n).padStart(4, '0')}`.slice(0, 20);
}
