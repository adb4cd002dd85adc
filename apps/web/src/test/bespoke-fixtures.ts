import type { ApproView, BespokeOrderView, BespokeQuoteView } from '@atelier/contracts/orders';

export function bespokeQuote(overrides: Partial<BespokeQuoteView> = {}): BespokeQuoteView {
  return {
    _id: 'q-1',
    version: 1,
    status: 'open',
    status_label: 'Awaiting your answer',
    price: 1100,
    metal: '9K gold',
    labGrown: false,
    delivery_date: '2026-10-15',
    note: null,
    image_url: null,
    image_width: null,
    image_height: null,
    answered_at: null,
    ...overrides,
  };
}

/** A bespoke request with a superseded quote, a message from the buyer and the open quote. */
export function bespokeOrder(overrides: Partial<BespokeOrderView> = {}): BespokeOrderView {
  return {
    _id: 'b-1',
    reference_number: 'BSP00012',
    status: 'quoted',
    status_label: 'Quoted',
    description: 'Signet ring with the family crest',
    design_reference: null,
    metal: null,
    karat: null,
    size: null,
    quantity: 2,
    budget: null,
    required_by: null,
    notes: null,
    admin_note: null,
    image_url: '/api/bespoke-orders/b-1/image',
    image_width: 60,
    image_height: 40,
    created_at: '2026-05-01T10:00:00.000Z',
    date: '01/05/2026',
    customer_id: 'c-1',
    customer_name: 'Goldsmiths',
    open_quote_id: 'q-2',
    line: null,
    order: null,
    thread: [
      {
        kind: 'quote',
        at: '2026-05-02T10:00:00.000Z',
        date: '02/05/2026',
        quote: bespokeQuote({ _id: 'q-1', status: 'superseded', price: 950 }),
      },
      {
        kind: 'message',
        at: '2026-05-03T10:00:00.000Z',
        date: '03/05/2026',
        message: { _id: 'm-1', from: 'customer', author_name: 'Olga', body: 'Could it be in 9K?' },
      },
      {
        kind: 'quote',
        at: '2026-05-04T10:00:00.000Z',
        date: '04/05/2026',
        quote: bespokeQuote({ _id: 'q-2', version: 2, status: 'open', note: 'Hand engraved' }),
      },
    ],
    ...overrides,
  };
}

export function approRow(overrides: Partial<ApproView> = {}): ApproView {
  return {
    _id: 'ap-1',
    appro_number: 'APP00007',
    status: 'open',
    status_label: 'Open',
    issued_at: '2026-04-01T10:00:00.000Z',
    issued_date: '01/04/2026',
    due_date: '15/04/2026',
    due_on: '2026-04-15',
    overdue: true,
    reminded_before_at: null,
    reminded_due_at: null,
    notes: null,
    customer_id: 'c-1',
    customer_name: 'Goldsmiths',
    total_out: 2,
    total_outstanding: 2,
    lines: [],
    ...overrides,
  };
}
