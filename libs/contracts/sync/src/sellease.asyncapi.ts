import { MAX_METAL_RATE } from '@atelier/contracts/catalogue';
import { MAX_SELLEASE_VERSION, SelleaseInboundTypes } from './sellease-inbound.dto';
import { SELLEASE_OUTBOUND_QUEUE, SelleaseOutboundTypes } from './sellease-outbound.types';
import { SELLEASE_INBOUND_QUEUE } from './sync.patterns';

/**
 * The Sellease message contract (AsyncAPI 2.6): both queues, every message type, the AMQP properties that
 * carry message id, type and tenant, and a JSON schema per body. The gateway serves it at
 * /api/docs/asyncapi.json beside the OpenAPI document; the tests validate real messages against it.
 * Keep it in step with the DTOs in sellease-inbound.dto.ts (the service's own check) and the bodies in
 * sellease-outbound.types.ts.
 */

type Schema = Record<string, unknown>;

const SKU = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9._/-]*$' };
const SLUG = { type: 'string', minLength: 1, maxLength: 100 };
/** A listed url_path: without the import row's separators (a design travels to the catalogue as rows). */
const LISTED_SLUG = { ...SLUG, pattern: '^[^:|]*$' };
const VERSION = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_SELLEASE_VERSION,
  description: 'Sellease row version or change timestamp (ms); grows per record. An older one is ignored.',
};
const ORDER_NUMBER = {
  type: 'string',
  minLength: 1,
  maxLength: 40,
  description: 'our order number, e.g. AT00042',
};
const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: 'null' }] });

/** Fields a message type does not name are refused, as the sync service's DTOs refuse them. */
const object = (properties: Record<string, Schema>, required: string[]): Schema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

const schemas: Record<string, Schema> = {
  StockUpdated: object(
    { sku: SKU, quantity: { type: 'integer', minimum: 0, maximum: 1_000_000 }, version: VERSION },
    ['sku', 'quantity', 'version'],
  ),
  PriceUpdated: object(
    { sku: SKU, tradePrice: { type: 'number', minimum: 0.01, maximum: 9_999_999 }, version: VERSION },
    ['sku', 'tradePrice', 'version'],
  ),
  MetalRateUpdated: object(
    {
      metal: { ...SLUG, description: "the metal's url_path, e.g. gold" },
      karat: { ...SLUG, description: 'the fineness (karat) url_path, e.g. 18k' },
      ratePerGram: { type: 'number', minimum: 0.01, maximum: MAX_METAL_RATE, description: 'pounds per gram' },
      version: VERSION,
    },
    ['metal', 'karat', 'ratePerGram', 'version'],
  ),
  SelleaseVariant: object(
    {
      sku: SKU,
      karat: SLUG,
      shade: SLUG,
      quality: SLUG,
      totalCarat: { type: 'number', minimum: 0, maximum: 9999 },
      tradePrice: { type: 'number', minimum: 0.01, maximum: 9_999_999 },
      weight: { type: 'number', minimum: 0, maximum: 99_999 },
      stock: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      certificateNumber: { type: 'string', maxLength: 60 },
      isDefault: { type: 'boolean' },
    },
    ['sku', 'karat', 'shade', 'quality', 'totalCarat', 'tradePrice', 'weight', 'stock'],
  ),
  SelleaseStone: object(
    {
      stone: LISTED_SLUG,
      shape: LISTED_SLUG,
      role: { type: 'string', enum: ['main', 'side'] },
      count: { type: 'integer', minimum: 1, maximum: 10_000 },
      carat: { type: 'number', minimum: 0, maximum: 9999 },
    },
    ['stone', 'shape', 'role', 'count', 'carat'],
  ),
  DesignUpserted: object(
    {
      designNumber: SKU,
      name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
      description: { type: 'string', maxLength: 4000 },
      item: SLUG,
      mainGroup: SLUG,
      subGroups: { type: 'array', maxItems: 50, items: { type: 'string', pattern: '^[^:|]*$' } },
      style: { type: 'string', maxLength: 100 },
      setting: { type: 'string', maxLength: 100 },
      collection: { type: 'string', maxLength: 100 },
      stones: { type: 'array', maxItems: 20, items: { $ref: '#/components/schemas/SelleaseStone' } },
      metalWeight: { type: 'number', minimum: 0, maximum: 99_999, description: 'grams' },
      flags: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(
          [
            'newArrival',
            'bestSelling',
            'certified',
            'labGrown',
            'clearance',
            'specialOffer',
            'uniquePiece',
          ].map((flag) => [flag, { type: 'boolean' }]),
        ),
      },
      variants: {
        type: 'array',
        minItems: 1,
        maxItems: 500,
        items: { $ref: '#/components/schemas/SelleaseVariant' },
      },
      version: VERSION,
    },
    ['designNumber', 'name', 'item', 'mainGroup', 'metalWeight', 'variants', 'version'],
  ),
  CustomerUpserted: object(
    {
      acNo: { type: 'string', pattern: '^[A-Z0-9]{3,20}$' },
      companyName: { type: 'string', minLength: 1, maxLength: 255 },
      contactName: { type: 'string', minLength: 1, maxLength: 255 },
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
      markup: { type: 'number', minimum: 1, maximum: 10 },
      isVatApplicable: { type: 'boolean' },
      companyPhone: { type: 'string', maxLength: 30 },
      vatNumber: { type: 'string', maxLength: 30 },
      version: VERSION,
    },
    ['acNo', 'companyName', 'contactName', 'version'],
  ),
  CustomerLinked: object(
    {
      customerId: {
        type: 'string',
        format: 'uuid',
        description: 'our customer id, as sent in customer.registered',
      },
      acNo: { type: 'string', pattern: '^[A-Z0-9]{3,20}$', description: 'the account Sellease opened' },
      version: VERSION,
    },
    ['customerId', 'acNo', 'version'],
  ),
  OrderAcknowledged: object(
    {
      orderNumber: ORDER_NUMBER,
      seOrderNumber: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'shown as SE00042' },
      version: VERSION,
    },
    ['orderNumber', 'seOrderNumber', 'version'],
  ),
  OrderLineQuantities: object(
    {
      lineNumber: { type: 'integer', minimum: 1, maximum: 10_000 },
      invoicedQty: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      shippedQty: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      canceledQty: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    },
    ['lineNumber', 'invoicedQty', 'shippedQty', 'canceledQty'],
  ),
  OrderStatusUpdated: object(
    {
      orderNumber: ORDER_NUMBER,
      lines: {
        type: 'array',
        minItems: 1,
        maxItems: 500,
        items: { $ref: '#/components/schemas/OrderLineQuantities' },
        description: 'running totals per line; only what grew is applied',
      },
      version: VERSION,
    },
    ['orderNumber', 'lines', 'version'],
  ),
  OrderPlaced: {
    ...object(
      {
        orderId: { type: 'string', format: 'uuid' },
        orderNumber: ORDER_NUMBER,
        customerAcNo: { type: 'string' },
        customerName: { type: 'string' },
        orderType: { type: 'string', enum: ['stock', 'special', 'mixed'] },
        placedAt: { type: 'string', format: 'date-time' },
        grandTotal: { type: 'number', minimum: 0, description: 'pounds, VAT and carriage included' },
        lines: {
          type: 'array',
          minItems: 1,
          items: {
            ...object(
              {
                lineNumber: { type: 'integer', minimum: 1 },
                sku: nullable({ type: 'string' }),
                designNumber: { type: 'string' },
                designName: { type: 'string' },
                quantity: { type: 'integer', minimum: 1 },
                orderType: { type: 'string', enum: ['stock', 'special'] },
                netTotal: { type: 'number', minimum: 0, description: 'pounds, before VAT' },
              },
              ['lineNumber', 'sku', 'designNumber', 'designName', 'quantity', 'orderType', 'netTotal'],
            ),
            additionalProperties: false,
          },
        },
      },
      [
        'orderId',
        'orderNumber',
        'customerAcNo',
        'customerName',
        'orderType',
        'placedAt',
        'grandTotal',
        'lines',
      ],
    ),
    additionalProperties: false,
  },
  CustomerRegistered: {
    ...object(
      {
        customerId: { type: 'string', format: 'uuid' },
        company: { type: 'string', minLength: 1 },
        contactName: { type: 'string', minLength: 1 },
        email: { type: 'string', format: 'email' },
        currency: { type: 'string' },
        companyPhone: { type: 'string' },
        mobile: nullable({ type: 'string' }),
        website: nullable({ type: 'string' }),
        vatNumber: nullable({ type: 'string' }),
        address: {
          ...object(
            {
              line1: { type: 'string' },
              line2: nullable({ type: 'string' }),
              city: { type: 'string' },
              county: nullable({ type: 'string' }),
              postCode: { type: 'string' },
              country: { type: 'string' },
            },
            ['line1', 'line2', 'city', 'county', 'postCode', 'country'],
          ),
          additionalProperties: false,
        },
        registeredAt: { type: 'string', format: 'date-time' },
      },
      [
        'customerId',
        'company',
        'contactName',
        'email',
        'currency',
        'companyPhone',
        'mobile',
        'website',
        'vatNumber',
        'address',
        'registeredAt',
      ],
    ),
    additionalProperties: false,
  },
};

/** Message component name -> AMQP `type` property and body schema. */
export const SELLEASE_MESSAGES = {
  StockUpdated: { type: SelleaseInboundTypes.StockUpdated, summary: 'The counted stock of one variant.' },
  PriceUpdated: {
    type: SelleaseInboundTypes.PriceUpdated,
    summary: 'The trade price of one variant, in pounds.',
  },
  DesignUpserted: {
    type: SelleaseInboundTypes.DesignUpserted,
    summary: 'A design created or changed, with all its variants (SelleaseVariant).',
  },
  CustomerUpserted: {
    type: SelleaseInboundTypes.CustomerUpserted,
    summary: 'A customer account created or changed, by account number.',
  },
  CustomerLinked: {
    type: SelleaseInboundTypes.CustomerLinked,
    summary:
      'The answer to customer.registered: the account Sellease opened for one of our customers, by our id.',
  },
  OrderAcknowledged: {
    type: SelleaseInboundTypes.OrderAcknowledged,
    summary: 'Sellease took one of our orders and gave it its SE order number.',
  },
  OrderStatusUpdated: {
    type: SelleaseInboundTypes.OrderStatusUpdated,
    summary: 'Pieces of one of our orders invoiced, shipped and cancelled so far, per line.',
  },
  MetalRateUpdated: {
    type: SelleaseInboundTypes.MetalRateUpdated,
    summary: "The day's rate per gram of a metal in one fineness; metal-priced designs are repriced with it.",
  },
  OrderPlaced: { type: SelleaseOutboundTypes.OrderPlaced, summary: 'An order placed in the storefront.' },
  CustomerRegistered: {
    type: SelleaseOutboundTypes.CustomerRegistered,
    summary:
      'A company registered in the storefront, for its account to be opened; Sellease answers customer.linked.',
  },
} as const;

export type SelleaseMessageName = keyof typeof SELLEASE_MESSAGES;

const INBOUND: SelleaseMessageName[] = [
  'StockUpdated',
  'PriceUpdated',
  'DesignUpserted',
  'CustomerUpserted',
  'CustomerLinked',
  'OrderAcknowledged',
  'OrderStatusUpdated',
  'MetalRateUpdated',
];
const OUTBOUND: SelleaseMessageName[] = ['OrderPlaced', 'CustomerRegistered'];

const messageRef = (name: SelleaseMessageName) => ({ $ref: `#/components/messages/${name}` });

export const SELLEASE_ASYNCAPI = {
  asyncapi: '2.6.0',
  id: 'urn:atelier:sellease',
  info: {
    title: 'Atelier <-> Sellease ERP messages',
    version: '1.0.0',
    description:
      'Two durable RabbitMQ queues under the deployment prefix (`<prefix>.sellease.inbound`, ' +
      '`<prefix>.sellease.outbound`). Every message is persistent JSON; its message id, type and tenant ' +
      'travel as AMQP properties (`message_id`, `type`, header `x-tenant-id`). A message id is applied ' +
      'once however often it arrives; record messages carry a version, and an older version never ' +
      'overwrites a newer one.',
  },
  defaultContentType: 'application/json',
  servers: {
    rabbitmq: { url: 'amqp://localhost:5672', protocol: 'amqp', protocolVersion: '0-9-1' },
  },
  channels: {
    [SELLEASE_INBOUND_QUEUE]: {
      description:
        'Sellease publishes here; the sync service applies each message through the owning service.',
      bindings: {
        amqp: { is: 'queue', queue: { name: `<prefix>.${SELLEASE_INBOUND_QUEUE}`, durable: true } },
      },
      publish: {
        operationId: 'receiveFromSellease',
        summary: 'Messages Sellease sends us',
        message: { oneOf: INBOUND.map(messageRef) },
      },
    },
    [SELLEASE_OUTBOUND_QUEUE]: {
      description: 'We publish here (through the sync outbox, publisher-confirmed); Sellease consumes.',
      bindings: {
        amqp: { is: 'queue', queue: { name: `<prefix>.${SELLEASE_OUTBOUND_QUEUE}`, durable: true } },
      },
      subscribe: {
        operationId: 'sendToSellease',
        summary: 'Messages we send Sellease',
        message: { oneOf: OUTBOUND.map(messageRef) },
      },
    },
  },
  components: {
    schemas: {
      ...schemas,
      TenantHeaders: object({ 'x-tenant-id': { type: 'string', format: 'uuid' } }, ['x-tenant-id']),
    },
    messages: Object.fromEntries(
      Object.entries(SELLEASE_MESSAGES).map(([name, message]) => [
        name,
        {
          name: message.type,
          messageId: message.type,
          title: message.type,
          summary: message.summary,
          contentType: 'application/json',
          headers: { $ref: '#/components/schemas/TenantHeaders' },
          payload: { $ref: `#/components/schemas/${name}` },
          bindings: { amqp: { messageType: message.type, deliveryMode: 2 } },
        },
      ]),
    ),
  },
} as const;
