import { translate, type RequestContext } from '@atelier/contracts/common';
import type {
  QuickOrderAdded,
  QuickOrderCheck,
  QuickOrderProblem,
  QuickOrderRowResult,
} from '@atelier/contracts/orders';
import { Injectable } from '@nestjs/common';
import { CartService } from '../cart/cart.service';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { requireCustomer } from '../shared/context';
import {
  indexFacts,
  type QuickOrderInput,
  type ResolvedRow,
  type RowProblem,
  resolveRows,
  toQuickOrderVariant,
} from './quick-order-rows';

const REASON_KEYS: Record<QuickOrderProblem, string> = {
  code_required: 'orders.quickOrder.codeRequired',
  unknown: 'orders.quickOrder.unknown',
  retired: 'orders.quickOrder.retired',
  quantity: 'orders.quickOrder.quantity',
  choose_variant: 'orders.quickOrder.chooseVariant',
  no_such_variant: 'orders.quickOrder.noSuchVariant',
  offer_limit: 'orders.cart.specialOfferMax',
  offer_out_of_stock: 'orders.cart.specialOfferOutOfStock',
  cart_full: 'orders.cart.full',
};

/**
 * Quick order: rows naming a design number or a SKU, resolved with one catalogue call, checked against
 * the cart's rules in one pass and (on add) written in one transaction. Bad rows come back with their
 * number and the reason in the caller's language; they never fail the request.
 */
@Injectable()
export class QuickOrderService {
  constructor(
    private readonly catalogue: CatalogueClient,
    private readonly carts: CartService,
  ) {}

  async resolve(ctx: RequestContext, inputs: readonly QuickOrderInput[]): Promise<ResolvedRow[]> {
    const codes = inputs.map((i) => i.code.trim()).filter((c) => c !== '');
    const facts = codes.length > 0 ? await this.catalogue.variantsByCode(ctx, codes) : [];
    return resolveRows(inputs, indexFacts(facts));
  }

  async check(ctx: RequestContext, inputs: readonly QuickOrderInput[]): Promise<QuickOrderCheck> {
    requireCustomer(ctx);
    const rows = await this.resolve(ctx, inputs);
    const problems = await this.carts.planRows(ctx, rows);
    return this.answer(ctx, rows, problems);
  }

  async add(ctx: RequestContext, inputs: readonly QuickOrderInput[]): Promise<QuickOrderAdded> {
    requireCustomer(ctx);
    return this.addResolved(ctx, await this.resolve(ctx, inputs));
  }

  async addResolved(ctx: RequestContext, rows: ResolvedRow[]): Promise<QuickOrderAdded> {
    const { problems, added, cart } = await this.carts.addRows(ctx, rows);
    return {
      ...this.answer(ctx, rows, problems),
      added,
      cart,
      message: translate(ctx.language, 'orders.quickOrder.added', { n: added }),
    };
  }

  answer(
    ctx: RequestContext,
    rows: readonly ResolvedRow[],
    problems: ReadonlyMap<number, RowProblem>,
  ): QuickOrderCheck {
    const results = rows.map((row) => rowResult(ctx, row, problems.get(row.row) ?? row.problem));
    const invalid = results.filter((r) => !r.ok).length;
    return { rows: results, valid: results.length - invalid, invalid };
  }
}

export function rowResult(
  ctx: RequestContext,
  row: ResolvedRow,
  problem: RowProblem | null,
): QuickOrderRowResult {
  return {
    row: row.row,
    code: row.code,
    quantity: row.quantity,
    ok: problem === null,
    problem: problem?.problem ?? null,
    reason: problem ? translate(ctx.language, REASON_KEYS[problem.problem], problem.params) : null,
    field: problem?.field ?? null,
    variant: row.fact ? toQuickOrderVariant(row.fact, ctx.language) : null,
    options: row.options.map((option) => toQuickOrderVariant(option, ctx.language)),
  };
}
