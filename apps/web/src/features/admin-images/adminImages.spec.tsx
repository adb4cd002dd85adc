import type { AdminDesignImage, DesignImagesView, FilterOptions } from '@atelier/contracts/catalogue';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { AddImagesPage, UploadImagesPage } from './AddImagesPage';
import { EditImagesPage } from './EditImagesPage';

const DESIGN = '0b5d2c1e-7f3a-4c8e-9d1b-2a6f4e8c0d13';

const image = (key: string, overrides: Partial<AdminDesignImage> = {}): AdminDesignImage => ({
  key,
  url: `/img/${key}.jpg`,
  srcset: `/img/${key}-200.jpg 200w`,
  widths: { '200': `/img/${key}-200.jpg`, '400': `/img/${key}-400.jpg`, '800': `/img/${key}-800.jpg` },
  shade_id: null,
  position: 0,
  is_main: false,
  file_name: `${key}.jpg`,
  ...overrides,
});

const view = (images: AdminDesignImage[]): DesignImagesView => ({
  design_id: DESIGN,
  design: 'R1001',
  images,
});

const FILTERS = {
  metals: [
    {
      _id: 1,
      name: 'Gold',
      url_path: 'gold',
      sort_order: 1,
      shades_data: [
        { _id: 3, name: 'White Gold', code: 'wg', url_path: 'white-gold', metal_id: 1, sort_order: 1 },
      ],
    },
  ],
} as Pick<FilterOptions, 'metals'> as FilterOptions;

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.getFilterOptions.mockResolvedValue({ status: true, data: FILTERS });
  services.api.getDesignImages.mockResolvedValue({
    status: true,
    data: view([
      image('d-aaa', { is_main: true }),
      image('d-bbb', { position: 1 }),
      image('d-ccc', { position: 2 }),
    ]),
  });
});

describe('picture screens', () => {
  it('finds a design, then uploads each file on its own for the chosen shade', async () => {
    services.api.adminDesignSearch.mockResolvedValue({
      status: true,
      data: {
        rows: [
          {
            id: DESIGN,
            designNumber: 'R1001',
            name: 'Halo ring',
            item: 'Ring',
            mainGroup: 'Rings',
            variantCount: 2,
            minTradePrice: null,
            maxTradePrice: null,
            stock: 0,
            labGrown: false,
            retired: false,
            version: 1,
            updatedAt: '2026-01-01T00:00:00.000Z',
            imageKey: null,
          },
        ],
        total: 1,
        page: 1,
        limit: 10,
      },
    });
    services.api.uploadDesignImage.mockImplementation(({ file }) =>
      file.name === 'bad.png'
        ? Promise.reject(new ApiError('Refused', 422, { errors: { images: ['bad.png is not a picture.'] } }))
        : Promise.resolve({ status: true, data: view([]) }),
    );
    renderWithStore(<AddImagesPage />, { services, route: '/Admin/add-images' });
    fireEvent.change(screen.getByRole('searchbox', { name: /Find a design/ }), { target: { value: 'R10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: /R1001 · Halo ring/ }));
    await waitFor(() => expect(services.api.getDesignImages).toHaveBeenCalledWith(DESIGN));
    const shade = await screen.findByRole('combobox', { name: /The shade they show/ });
    await screen.findByRole('option', { name: 'White Gold' });
    fireEvent.change(shade, { target: { value: '3' } });
    const files = [
      new File(['a'], 'ring.png', { type: 'image/png' }),
      new File(['b'], 'bad.png', { type: 'image/png' }),
    ];
    fireEvent.change(screen.getByLabelText(/Choose files/), { target: { files } });
    await waitFor(() => expect(services.api.uploadDesignImage).toHaveBeenCalledTimes(2));
    expect(services.api.uploadDesignImage.mock.calls[0]?.[0]).toMatchObject({ designId: DESIGN, shadeId: 3 });
    expect(await screen.findByText('bad.png is not a picture.')).toBeTruthy();
  });

  it('bulk upload reports matched and unmatched files', async () => {
    services.api.bulkUploadImages.mockImplementation(({ files }) =>
      Promise.resolve({
        status: true,
        data:
          files[0]?.name === 'R1001_wg.jpg'
            ? {
                matched: [
                  { file: 'R1001_wg.jpg', design_id: DESIGN, design: 'R1001', shade_id: 3, key: 'd-xyz' },
                ],
                unmatched: [],
              }
            : { matched: [], unmatched: [{ file: 'X999.jpg', reason: 'No design X999' }] },
      }),
    );
    renderWithStore(<UploadImagesPage />, { services, route: '/Admin/upload-images' });
    const drop = screen.getByRole('group', { name: 'Pictures named by design' });
    fireEvent.change(within(drop).getByLabelText(/Choose files/), {
      target: {
        files: [
          new File(['a'], 'R1001_wg.jpg', { type: 'image/jpeg' }),
          new File(['b'], 'X999.jpg', { type: 'image/jpeg' }),
        ],
      },
    });
    const stored = await screen.findByRole('table', { name: 'Stored (1)' });
    expect(within(stored).getByRole('row', { name: /R1001_wg.jpg/ })).toBeTruthy();
    const missed = await screen.findByRole('table', { name: 'Not stored (1)' });
    expect(within(missed).getByRole('row', { name: /No design X999/ })).toBeTruthy();
  });

  it('moves a picture with the keyboard buttons, sets main and shade, deletes after confirming', async () => {
    services.api.reorderDesignImages.mockResolvedValue({ status: true, data: view([]) });
    services.api.updateDesignImage.mockResolvedValue({ status: true, data: view([]) });
    services.api.deleteDesignImage.mockResolvedValue({ status: true, data: view([]) });
    renderWithStore(<EditImagesPage />, { services, route: `/Admin/edit-images?design=${DESIGN}` });
    const list = await screen.findByRole('list', { name: 'Pictures of R1001' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('button', { name: 'Move up: d-aaa.jpg' }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.click(within(list).getByRole('button', { name: 'Move up: d-ccc.jpg' }));
    await waitFor(() =>
      expect(services.api.reorderDesignImages).toHaveBeenCalledWith(DESIGN, ['d-aaa', 'd-ccc', 'd-bbb']),
    );

    const second = await within(list).findByRole('listitem', { name: 'Picture 2 of 3' });
    fireEvent.click(within(second).getByRole('button', { name: 'Make main' }));
    await waitFor(() =>
      expect(services.api.updateDesignImage).toHaveBeenCalledWith(DESIGN, 'd-bbb', { isMain: true }),
    );

    await screen.findAllByRole('option', { name: 'White Gold' });
    fireEvent.change(within(second).getByRole('combobox', { name: /Shade/ }), { target: { value: '3' } });
    await waitFor(() =>
      expect(services.api.updateDesignImage).toHaveBeenCalledWith(DESIGN, 'd-bbb', { shadeId: 3 }),
    );

    fireEvent.click(within(second).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('d-bbb.jpg');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(services.api.deleteDesignImage).toHaveBeenCalledWith(DESIGN, 'd-bbb'));
  });
});
