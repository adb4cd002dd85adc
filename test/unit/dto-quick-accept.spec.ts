import { SetPricesDto, UpsertDesignsDto } from '@atelier/contracts/catalogue';
import { StockTakeDto } from '@atelier/contracts/orders';
import {
  DesignUpsertedBodyDto,
  PriceUpdatedBodyDto,
  SelleaseMessageDto,
  StockUpdatedBodyDto,
} from '@atelier/contracts/sync';
import { validateInFull } from '@atelier/platform';
import { instanceToPlain } from 'class-transformer';
import { quickAccepts } from '../../libs/platform/src/validation/quick-accept';
import { designRowsOf } from '../../libs/services/sync/src/sellease/design-rows';
import { createRng, designMessages, skusOf, stockMessages } from '../../bench/sellease-messages';

/**
 * validateDto lets input stand for the DTO when quickAccepts says it certainly passes. That holds only if
 * every input quickAccepts takes is also accepted by the full path (class-transformer and class-validator)
 * and comes out of it with the same values. The bulk paths' DTOs are checked here on valid messages and
 * on many broken ones: a field removed, retyped, out of range, null, unknown, nested or not.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const rng = createRng(14);
const pick = <T>(list: readonly T[]): T => {
  const item = list[Math.floor(rng() * list.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
};
const ODD_VALUES: Json[] = [
  null,
  '',
  ' ',
  'x'.repeat(5000),
  'Ring 💍',
  'a|b',
  'bad:value',
  -1,
  0,
  0.001,
  1e12,
  Number.MAX_SAFE_INTEGER,
  1.5,
  true,
  false,
  [],
  [1],
  ['a'],
  {},
  { x: 1 },
];

/** Paths to every value inside a JSON value (objects and arrays included). */
function pathsOf(value: Json, path: Array<string | number> = []): Array<Array<string | number>> {
  const here = [path];
  if (Array.isArray(value)) return here.concat(...value.map((item, i) => pathsOf(item, [...path, i])));
  if (value !== null && typeof value === 'object')
    return here.concat(...Object.entries(value).map(([key, item]) => pathsOf(item, [...path, key])));
  return here;
}

/** A copy with one value replaced, removed, or an unknown key added beside it. */
function broken(body: Json): Json {
  const copy = structuredClone(body);
  const paths = pathsOf(copy).filter((path) => path.length > 0);
  const path = pick(paths);
  let parent: Json = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key];
  const last = path[path.length - 1];
  const holder = parent as Record<string | number, Json>;
  const move = rng();
  if (move < 0.2 && !Array.isArray(parent)) delete holder[last];
  else if (move < 0.3 && !Array.isArray(parent)) holder['unexpected'] = 1;
  else holder[last] = pick(ODD_VALUES);
  return copy;
}

async function fullAccepts(type: new () => object, body: object): Promise<object | null> {
  try {
    return await validateInFull(type, body);
  } catch {
    return null;
  }
}

async function expectAgreement(type: new () => object, bodies: readonly Json[]): Promise<number> {
  let quick = 0;
  for (const body of bodies) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) continue;
    if (!quickAccepts(type, body)) continue;
    quick += 1;
    const full = await fullAccepts(type, structuredClone(body));
    expect({ body, accepted: full !== null }).toEqual({ body, accepted: true });
    expect(instanceToPlain(full)).toEqual(body);
  }
  return quick;
}

function withBroken(valid: readonly Json[], copies: number): Json[] {
  const out: Json[] = [...valid];
  for (const body of valid) for (let i = 0; i < copies; i += 1) out.push(broken(body));
  // Twice broken: the first fault may be harmless.
  for (const body of valid) out.push(broken(broken(body)));
  return out;
}

const designs = designMessages('Q', 60, rng, 1);
const designBodies = designs.map((message) => message.body as Json);
const stockBodies = stockMessages('Q', skusOf(designs), 60, rng, 1).map((message) => message.body as Json);

describe('quickAccepts on the bulk paths', () => {
  it('takes the simulator’s valid messages (the fast path is used)', async () => {
    expect(await expectAgreement(DesignUpsertedBodyDto, designBodies)).toBe(designBodies.length);
    expect(await expectAgreement(StockUpdatedBodyDto, stockBodies)).toBe(stockBodies.length);
  });

  it('takes nothing the full path refuses, and nothing it would change, for Sellease bodies', async () => {
    await expectAgreement(DesignUpsertedBodyDto, withBroken(designBodies, 30));
    await expectAgreement(StockUpdatedBodyDto, withBroken(stockBodies, 10));
    const prices = stockBodies.map((body) => {
      const { sku, version } = body as { sku: string; version: number };
      return { sku, version, tradePrice: 120.5 };
    });
    await expectAgreement(PriceUpdatedBodyDto, withBroken(prices, 10));
    const envelopes = designs.map((message) => ({
      messageId: message.messageId,
      type: message.type,
      payload: {},
    }));
    expect(await expectAgreement(SelleaseMessageDto, withBroken(envelopes, 10))).toBeGreaterThan(0);
  });

  it('agrees for the owners’ bulk calls (design rows, stock take, prices)', async () => {
    const upserts: Json[] = [];
    for (let i = 0; i < designBodies.length; i += 10) {
      upserts.push({
        designs: designBodies.slice(i, i + 10).map((body) => {
          const dto = body as unknown as DesignUpsertedBodyDto;
          return { designNumber: dto.designNumber, rows: designRowsOf(dto) };
        }),
      });
    }
    expect(await expectAgreement(UpsertDesignsDto, withBroken(upserts, 40))).toBeGreaterThan(0);
    const take = {
      lines: stockBodies.map((body) => ({
        sku: (body as { sku: string }).sku,
        onHand: (body as { quantity: number }).quantity,
      })),
    };
    expect(await expectAgreement(StockTakeDto, withBroken([take], 60))).toBeGreaterThan(0);
    const prices = {
      lines: [
        { sku: 'A-1', tradePrice: 10 },
        { sku: 'A-2', tradePrice: 12.5 },
      ],
    };
    expect(await expectAgreement(SetPricesDto, withBroken([prices], 40))).toBeGreaterThan(0);
  });
});
