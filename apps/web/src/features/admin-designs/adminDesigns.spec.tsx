import type { AdminDesign, AdminDesignRow, DesignAuditEntry, ImportJob } from '@atelier/contracts/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { filterOptions } from '../../test/catalogue-fixtures';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { AddDesignPage } from './AddDesignPage';
import { DesignListPage } from './DesignListPage';
import { ImportDesignsDialog } from './ImportDesignsDialog';
import { ManageDesignPage } from './ManageDesignPage';
import { RetireDesignPage } from './RetireDesignPage';

const DESIGN_ID = '0b6d3f4e-6c1a-4d0e-9a57-3c2f1e6b8a01';

const row = (overrides: Partial<AdminDesignRow> = {}): AdminDesignRow => ({
  id: DESIGN_ID,
  designNumber: 'RG-1001',
  name: 'Halo ring',
  item: 'Rings',
  mainGroup: 'Rings',
  variantCount: 2,
  minTradePrice: 1100,
  maxTradePrice: 1200,
  stock: 3,
  labGrown: false,
  retired: false,
  version: 2,
  updatedAt: '2026-03-01T10:00:00.000Z',
  imageKey: null,
  ...overrides,
});

const design = (overrides: Partial<AdminDesign> = {}): AdminDesign => ({
  id: DESIGN_ID,
  version: 2,
  designNumber: 'RG-1001',
  texts: {
    en: { name: 'Halo ring', description: '' },
    sv: { name: 'Halo ring', description: '' },
    de: { name: 'Halo ring', description: '' },
    es: { name: 'Halo ring', description: '' },
    fr: { name: 'Halo ring', description: '' },
    no: { name: 'Halo ring', description: '' },
  },
  itemId: 1,
  mainGroupId: 1,
  subGroupIds: [],
  styleId: 7,
  settingId: null,
  collectionId: null,
  stones: [],
  metalWeight: 3.2,
  pricing: 'fixed',
  makingCharge: 0,
  flags: {
    newArrival: false,
    bestSelling: false,
    certified: false,
    labGrown: false,
    clearance: false,
    specialOffer: false,
    uniquePiece: false,
  },
  variants: [
    {
      id: 'a3c1a1f0-0000-4000-8000-000000000001',
      sku: 'RG-1001-18K-WG',
      karatId: 3,
      shadeId: 2,
      qualityId: 2,
      totalCarat: 0.5,
      tradePrice: 1200,
      weight: 3.2,
      stock: 2,
      certificateNumber: null,
      stonesValue: 0,
      isDefault: true,
    },
  ],
  retired: false,
  imageKeys: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  updatedBy: null,
  ...overrides,
});

const audit = (version: number, changes: DesignAuditEntry['changes'] = []): DesignAuditEntry => ({
  version,
  action: version === 1 ? 'created' : 'updated',
  userId: version === 3 ? 'bo@demo.test' : 'ann@demo.test',
  at: `2026-03-0${version}T10:00:00.000Z`,
  changes,
});

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.getFilterOptions.mockResolvedValue({ status: true, data: filterOptions() });
});

describe('add-design', () => {
  it('shows the rules the server applies under each field and sends nothing', async () => {
    renderWithStore(<AddDesignPage labGrown={false} />, { services });
    fireEvent.click(await screen.findByRole('button', { name: 'Create design' }));
    expect(await screen.findByText('The design number field is required.')).toBeTruthy();
    const number = screen.getByRole('textbox', { name: /Design number/ });
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The sku field is required.')).toBeTruthy();
    expect(screen.getByText('The trade price (£) field is required.')).toBeTruthy();
    expect(services.api.adminCreateDesign).not.toHaveBeenCalled();
  });

  it('sends the design with its variant rows and puts a server refusal under the variant field it names', async () => {
    services.api.adminCreateDesign.mockRejectedValue(
      new ApiError('Validation failed', 400, {
        errors: { 'variants.0.sku': ['The sku field: RG-1001-18K-WG is already used by another design.'] },
      }),
    );
    renderWithStore(<AddDesignPage labGrown={false} />, { services });
    const fill = (name: RegExp, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    await screen.findAllByRole('option', { name: 'Rings' });
    fill(/Design number/, 'RG-1001');
    fill(/^Name \(EN\)/, 'Halo ring');
    fireEvent.change(screen.getByRole('combobox', { name: /^Item/ }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Main group/ }), { target: { value: '1' } });
    fill(/Metal weight/, '3.2');
    fill(/^SKU/, 'RG-1001-18K-WG');
    fireEvent.change(screen.getByRole('combobox', { name: /^Karat/ }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Shade/ }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Quality/ }), { target: { value: '2' } });
    fill(/Trade price/, '1200');
    fill(/^Weight/, '3.2');
    fireEvent.click(screen.getByRole('button', { name: 'Create design' }));

    expect(
      await screen.findByText('The sku field: RG-1001-18K-WG is already used by another design.'),
    ).toBeTruthy();
    expect(services.api.adminCreateDesign).toHaveBeenCalledWith(
      expect.objectContaining({
        designNumber: 'RG-1001',
        texts: { en: { name: 'Halo ring', description: '' } },
        itemId: 1,
        mainGroupId: 1,
        metalWeight: 3.2,
        variants: [
          expect.objectContaining({ sku: 'RG-1001-18K-WG', karatId: 3, shadeId: 2, tradePrice: 1200 }),
        ],
      }),
    );
    expect(screen.getByRole('textbox', { name: /^SKU/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('generates a variant row per chosen karat and shade', async () => {
    renderWithStore(<AddDesignPage labGrown={false} />, { services });
    await screen.findAllByRole('option', { name: 'Rings' });
    fireEvent.change(screen.getByRole('textbox', { name: /Design number/ }), { target: { value: 'RG-7' } });
    fireEvent.click(screen.getByText('Generate rows', { selector: 'summary' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '18K' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'White Gold' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Yellow Gold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate rows' }));
    expect(await screen.findByText('2 rows added.')).toBeTruthy();
    const skus = screen
      .getAllByRole('textbox', { name: /^SKU/ })
      .map((input) => (input as HTMLInputElement).value);
    expect(skus).toEqual(['RG-7-18K-YG', 'RG-7-18K-WG']);
  });
});

describe('manage-design', () => {
  const route = `/Admin/manage-design?id=${DESIGN_ID}`;
  const ui = (
    <Routes>
      <Route path="/Admin/manage-design" element={<ManageDesignPage />} />
    </Routes>
  );

  it('on a stale version lists what changed since, overwrites nothing and reloads the latest', async () => {
    services.api.adminGetDesign.mockResolvedValueOnce({ status: true, data: design() });
    services.api.adminDesignAudit.mockResolvedValueOnce({ status: true, data: [audit(2), audit(1)] });
    services.api.adminUpdateDesign.mockRejectedValue(
      new ApiError('Someone else saved this design after you opened it.', 409, {
        code: 'CATALOGUE_DESIGN_CHANGED',
      }),
    );
    renderWithStore(ui, { services, route });
    const auditTable = await screen.findByRole('table', { name: 'Changes' });
    expect(
      within(auditTable)
        .getAllByRole('row')
        .map((r) => r.textContent?.slice(0, 1)),
    ).toEqual(['V', '2', '1']);

    services.api.adminDesignAudit.mockResolvedValue({
      status: true,
      data: [
        audit(3, [{ field: 'name_en', before: 'Halo ring', after: 'Halo ring II' }]),
        audit(2),
        audit(1),
      ],
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Name \(EN\)/ }), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this design' });
    await waitFor(() => expect(within(dialog).getByText('name_en: Halo ring → Halo ring II')).toBeTruthy());
    expect(within(dialog).getByText('bo@demo.test')).toBeTruthy();
    expect(services.api.adminUpdateDesign).toHaveBeenCalledWith(
      DESIGN_ID,
      expect.objectContaining({ version: 2 }),
    );

    services.api.adminGetDesign.mockResolvedValue({
      status: true,
      data: design({
        version: 3,
        texts: { ...design().texts, en: { name: 'Halo ring II', description: '' } },
      }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload the latest' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Name \(EN\)/ }).value).toBe(
        'Halo ring II',
      ),
    );
    expect(screen.getByText('Version 3')).toBeTruthy();
  });

  it('saves with the version it loaded', async () => {
    services.api.adminGetDesign.mockResolvedValue({ status: true, data: design() });
    services.api.adminDesignAudit.mockResolvedValue({ status: true, data: [audit(1)] });
    services.api.adminUpdateDesign.mockResolvedValue({ status: true, data: design({ version: 3 }) });
    const { store } = renderWithStore(ui, { services, route });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(services.api.adminUpdateDesign).toHaveBeenCalledWith(
        DESIGN_ID,
        expect.objectContaining({ version: 2, styleId: 7, designNumber: 'RG-1001' }),
      ),
    );
    await waitFor(() =>
      expect(store.getState().notifications.items.map((item) => item.text)).toContain(
        'Design RG-1001 saved.',
      ),
    );
  });
});

describe('view-list', () => {
  it('reprices the selected designs after confirming how many', async () => {
    services.api.adminListDesigns.mockResolvedValue({
      status: true,
      data: { rows: [row(), row({ id: 'x-2', designNumber: 'RG-1002' })], total: 2, page: 1, limit: 50 },
    });
    services.api.adminBulkPrice.mockResolvedValue({ status: true, data: { designs: 2, variants: 4 } });
    const { store } = renderWithStore(<DesignListPage labGrown={false} />, {
      services,
      route: '/Admin/view-list?status=all&search=RG',
    });
    await screen.findByRole('row', { name: /RG-1002/ });
    expect(services.api.adminListDesigns).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'all', search: 'RG', labGrown: false, sort: 'number', page: 1 }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select RG-1001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select RG-1002' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change prices by %' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change prices by a percentage' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Percentage/ }), {
      target: { value: '10' },
    });
    expect(
      within(dialog).getByText('The trade prices of every variant of 2 designs change by 10 %.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change prices' }));
    await waitFor(() => expect(services.api.adminBulkPrice).toHaveBeenCalledWith([DESIGN_ID, 'x-2'], 10));
    await waitFor(() =>
      expect(store.getState().notifications.items.map((item) => item.text)).toContain(
        'Prices changed: 2 designs, 4 variants.',
      ),
    );
  });
});

describe('import', () => {
  const job = (overrides: Partial<ImportJob>): ImportJob => ({
    id: 'job-1',
    format: 'csv',
    dryRun: true,
    status: 'queued',
    totalRows: 3,
    processedRows: 0,
    progress: 0,
    report: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  });

  it('uploads, follows the job and shows the bad rows of the report', async () => {
    services.api.adminImportDesigns.mockImplementation(({ onProgress }) => {
      onProgress?.({ loaded: 50, total: 100 });
      return Promise.resolve({ status: true, data: job({}) });
    });
    // The job finishes only when the test says so, after it has seen the running state.
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    services.api.adminImportJob
      .mockResolvedValueOnce({ status: true, data: job({ status: 'running', progress: 40 }) })
      .mockImplementation(async () => {
        await finished;
        return {
          status: true,
          data: job({
            status: 'done',
            progress: 100,
            report: {
              errors: [{ row: 3, field: 'karat', message: 'The karat field: 99k is not known.' }],
              truncated: false,
              designs: 2,
              variants: 3,
              created: 0,
              updated: 0,
              unchanged: 0,
            },
          }),
        };
      });
    renderWithStore(<ImportDesignsDialog open onClose={() => undefined} pollMs={10} />, { services });
    const file = new File(['design_number\n'], 'designs.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText(/Design file/, { selector: 'input' }), {
      target: { files: [file] },
    });

    expect(await screen.findByText('Checking rows: 40 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('value')).toBe('40');
    finish();
    const report = await screen.findByRole('table', { name: 'Rows with problems' });
    expect(
      within(report).getByRole('row', { name: /3 karat The karat field: 99k is not known./ }),
    ).toBeTruthy();
    expect(screen.getByText('Check finished: nothing was changed.')).toBeTruthy();
    expect(services.api.adminImportDesigns).toHaveBeenCalledWith(
      expect.objectContaining({ file, dryRun: true }),
    );
  });
});

describe('retire-design', () => {
  it('retires a found design after asking', async () => {
    services.api.adminListDesigns.mockImplementation((query) =>
      Promise.resolve({
        status: true,
        data: { rows: query.status === 'retired' ? [] : [row()], total: 1, page: 1, limit: 20 },
      }),
    );
    services.api.adminRetireDesign.mockResolvedValue({ status: true, data: design({ retired: true }) });
    renderWithStore(<RetireDesignPage />, { services, route: '/Admin/retire-design?search=RG' });
    const found = await screen.findByRole('row', { name: /RG-1001/ });
    fireEvent.click(within(found).getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire RG-1001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(services.api.adminRetireDesign).toHaveBeenCalledWith(DESIGN_ID, 2));
  });
});
