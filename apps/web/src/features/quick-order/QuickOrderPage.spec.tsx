import type { QuickOrderRowResult, QuickOrderVariant } from '@atelier/contracts/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { autocompleteResult, logInBuyer } from '../../test/catalogue-fixtures';
import { createFullStore, createTestServices, renderWithStore } from '../../test/test-utils';
import { QuickOrderPage } from './QuickOrderPage';

const variant = (id: string, karat: string, shade: string): QuickOrderVariant => ({
  variant_id: id,
  sku: `R1001-${id}`,
  design_number: 'R1001',
  design_name: 'Twisted Solitaire Ring',
  labGrown: false,
  karat,
  shade,
  quality: 'GH-SI',
  total_carat: 0.5,
  image_key: null,
  is_special_offer: false,
});
const OPTIONS = [variant('a', '18K', 'Yellow'), variant('b', '18K', 'White'), variant('c', '9K', 'Yellow')];
const chooseRow: QuickOrderRowResult = {
  row: 1,
  code: 'R1001',
  quantity: 1,
  ok: false,
  problem: 'choose_variant',
  reason: 'Choose the karat, shade, quality and carat.',
  field: 'variant',
  variant: null,
  options: OPTIONS,
};

function setup() {
  const services = createTestServices();
  const store = createFullStore(services);
  logInBuyer(store, 2);
  renderWithStore(<QuickOrderPage />, { services, store, route: '/quick-order' });
  return services;
}

describe('QuickOrderPage', () => {
  it('suggests designs in a row, then lets the buyer choose the variant by karat and shade', async () => {
    const services = setup();
    services.api.searchDesignAutocomplete.mockResolvedValue({ status: true, data: [autocompleteResult()] });
    services.api.checkQuickOrder.mockResolvedValue({
      status: true,
      data: { rows: [chooseRow], valid: 0, invalid: 1 },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Design number or SKU, row 1' }), {
      target: { value: 'R100' },
    });
    fireEvent.click(await screen.findByRole('option', { name: /R1001/ }, { timeout: 3000 }));
    // The chosen design's row alone is checked, to offer its variants.
    await waitFor(() =>
      expect(services.api.checkQuickOrder).toHaveBeenCalledWith([{ code: 'R1001', quantity: '1' }]),
    );
    const pickers = await screen.findByRole('group', { name: 'Variant, row 1' });
    // Quality and carat are the same for every variant: nothing to choose there.
    expect(
      within(pickers)
        .getAllByRole('combobox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Karat, row 1', 'Shade, row 1']);
    fireEvent.change(within(pickers).getByRole('combobox', { name: 'Karat, row 1' }), {
      target: { value: '9K' },
    });
    // 9K comes in yellow only, so the shade offers nothing else and the variant is named.
    const shades = within(pickers).getByRole('combobox', { name: 'Shade, row 1' });
    expect(
      within(shades)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Shade', 'Yellow']);

    services.api.addQuickOrder.mockRejectedValue(new Error('stop here'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(services.api.addQuickOrder).toHaveBeenCalledWith([
        { code: 'R1001', quantity: '1', variantId: 'c' },
      ]),
    );
  });

  it('shows the lab-grown disclosure on a checked row, as the server marks the design', async () => {
    const services = setup();
    const lab = { ...variant('a', '18K', 'Yellow'), design_name: 'Solitaire (Lab grown)', labGrown: true };
    services.api.checkQuickOrder.mockResolvedValue({
      status: true,
      data: {
        rows: [
          { ...chooseRow, ok: true, problem: null, reason: null, field: null, variant: lab, options: [lab] },
        ],
        valid: 1,
        invalid: 0,
      },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Design number or SKU, row 1' }), {
      target: { value: 'R1001-a' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check rows' }));
    expect(await screen.findByText(/Solitaire \(Lab grown\)/)).toBeTruthy();
    expect(screen.getByText('Lab grown', { selector: '.badge, span' })).toBeTruthy();
  });

  it('reads an uploaded XLSX file into rows, showing the progress', async () => {
    setup();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Order');
    sheet.addRows([
      ['SKU', 'Quantity'],
      ['R1001-18Y', 2],
      ['R2002', 5],
    ]);
    const bytes = await book.xlsx.writeBuffer();
    const file = new File([bytes], 'order.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const drop = screen.getByRole('group', { name: 'Upload CSV or XLSX' });
    fireEvent.change(drop.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [file] },
    });
    expect(await within(drop).findByText('Uploaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(
      within(drop)
        .getByRole('progressbar', { name: /order\.xlsx/ })
        .getAttribute('value'),
    ).toBe('1');
    const codes = screen.getAllByRole<HTMLInputElement>('combobox', { name: /^Design number or SKU, row/ });
    expect(codes.map((c) => c.value)).toEqual(['R1001-18Y', 'R2002']);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity, row 2' }).value).toBe('5');
  });
});
