import type { InvoiceView } from '@atelier/contracts/orders';
import { renderInvoicePdf } from './invoice-pdf';
import { sellerFor } from './seller';

const invoice: InvoiceView = {
  _id: 'i',
  invoice_number: 'INV00012',
  order_id: 'o',
  order_number: 'AT00042',
  reference_number: '00007',
  appro_id: null,
  status: 'unpaid',
  status_label: 'Unpaid',
  invoice_date: '05 Mar, 2026',
  due_date: '04 Apr, 2026',
  issued_at: '2026-03-05T10:00:00.000Z',
  customer_id: 'c',
  customer_name: 'Lund Goldsmiths Ltd',
  customer_ac_no: 'LND0042',
  net_total: 2430.4,
  total_vat: 488.08,
  carriage: 10,
  grand_total: 2928.48,
  vat_rate_percent: 20,
  lines: [
    {
      _id: 'l',
      description: 'Twisted Solitaire Ring — 18K White Gold, GH-SI, 0.5 ct',
      labGrown: false,
      design_number: 'R1001',
      sku: 'R1001-18WG-GHSI-50',
      quantity: 2,
      unit_price: 1215.2,
      net: 2430.4,
      vat: 486.08,
      total: 2916.48,
    },
  ],
  pdf_url: '/api/invoices/i/pdf',
};

/** Text shown on a page, from an uncompressed PDF (pdfkit writes standard-font text as hex strings). */
function shownText(pdf: Buffer): string {
  const hex = [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)].map((m) =>
    Buffer.from(m[1], 'hex').toString('latin1'),
  );
  return hex.join('');
}

describe('renderInvoicePdf', () => {
  it('makes a PDF with the seller, customer, numbers, dates, lines and totals', async () => {
    const pdf = await renderInvoicePdf(invoice, sellerFor('00000000-0000-4000-8000-000000000001'), null, {
      compress: false,
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = shownText(pdf);
    for (const expected of [
      'Atelier Demo Wholesale',
      'INVOICE',
      'INV00012',
      'AT00042',
      '00007',
      'LND0042',
      '05 Mar, 2026',
      '04 Apr, 2026',
      'Lund Goldsmiths Ltd',
      'R1001-18WG-GHSI-50',
      '2,928.48',
    ]) {
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    }
  });
});
