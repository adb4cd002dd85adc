import type { InvoiceView, ShippingAddressView } from '@atelier/contracts/orders';
import PDFDocument from 'pdfkit';
import type { SellerDetails } from './seller';

const money = (pounds: number): string =>
  `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function addressLines(address: ShippingAddressView | null): string[] {
  if (!address) return [];
  return [
    address.address_field1,
    address.address_field2,
    [address.city, address.county].filter(Boolean).join(', '),
    address.postcode,
    address.country,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/**
 * An A4 invoice: seller, customer (with account number and address), numbers and dates (DD MMM, YYYY
 * in UTC), the lines, and net, VAT, carriage and total. Built in memory; invoices are a page or two.
 */
export function renderInvoicePdf(
  invoice: InvoiceView,
  seller: SellerDetails,
  billTo: ShippingAddressView | null,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `Invoice ${invoice.invoice_number}`, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  doc.font('Helvetica-Bold').fontSize(18).text(seller.name, left, 50);
  doc.font('Helvetica').fontSize(9);
  for (const line of seller.address) doc.text(line);
  if (seller.vatNumber) doc.text(`VAT number: ${seller.vatNumber}`);
  if (seller.phone) doc.text(`Tel: ${seller.phone}`);
  if (seller.email) doc.text(seller.email);

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('INVOICE', 350, 50, { width: right - 350, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  const facts: Array<[string, string]> = [
    ['Invoice number', invoice.invoice_number],
    ['Invoice date', invoice.invoice_date],
    ['Due date', invoice.due_date],
    ...(invoice.order_number ? ([['Order number', invoice.order_number]] as Array<[string, string]>) : []),
    ...(invoice.reference_number
      ? ([['Reference', invoice.reference_number]] as Array<[string, string]>)
      : []),
    ['Account', invoice.customer_ac_no],
  ];
  let y = 80;
  for (const [label, value] of facts) {
    doc.text(label, 350, y, { width: 100 });
    doc.text(value, 450, y, { width: right - 450, align: 'right' });
    y += 14;
  }

  y = Math.max(y, 150) + 10;
  doc.font('Helvetica-Bold').text('Invoice to', left, y);
  doc.font('Helvetica').text(invoice.customer_name, left, y + 14);
  for (const line of addressLines(billTo)) doc.text(line);

  y = Math.max(doc.y, y + 60) + 20;
  const columns = [
    { title: 'Item', x: left, width: 230, align: 'left' as const },
    { title: 'Qty', x: 285, width: 40, align: 'right' as const },
    { title: 'Unit', x: 330, width: 70, align: 'right' as const },
    { title: 'Net', x: 405, width: 65, align: 'right' as const },
    { title: 'VAT', x: 475, width: right - 475, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold').fontSize(9);
  for (const column of columns)
    doc.text(column.title, column.x, y, { width: column.width, align: column.align });
  y += 14;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 6;
  doc.font('Helvetica').fontSize(9);
  for (const line of invoice.lines) {
    const item = [line.description, line.sku].filter(Boolean).join('\n');
    const height = Math.max(doc.heightOfString(item, { width: 230 }), 12);
    if (y + height > doc.page.height - 150) {
      doc.addPage();
      y = 50;
    }
    const cells = [item, String(line.quantity), money(line.unit_price), money(line.net), money(line.vat)];
    columns.forEach((column, i) =>
      doc.text(cells[i], column.x, y, { width: column.width, align: column.align }),
    );
    y += height + 6;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 10;
  const totals: Array<[string, number]> = [
    ['Net total', invoice.net_total],
    ...(invoice.carriage > 0 ? ([['Carriage', invoice.carriage]] as Array<[string, number]>) : []),
    [`VAT (${invoice.vat_rate_percent}%)`, invoice.total_vat],
  ];
  for (const [label, value] of totals) {
    doc.text(label, 330, y, { width: 140, align: 'right' });
    doc.text(money(value), 475, y, { width: right - 475, align: 'right' });
    y += 14;
  }
  doc.font('Helvetica-Bold').fontSize(11);
  doc.text('Total due', 330, y + 4, { width: 140, align: 'right' });
  doc.text(money(invoice.grand_total), 455, y + 4, { width: right - 455, align: 'right' });

  doc.font('Helvetica').fontSize(8);
  doc.text(
    `Payment due by ${invoice.due_date}. Please quote ${invoice.invoice_number} with your payment. ` +
      'Special orders are made to order and are non-returnable.',
    left,
    doc.page.height - 90,
    { width: right - left, align: 'center' },
  );
  doc.end();
  return done;
}
