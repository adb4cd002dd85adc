import type { AdminDesignPage, AdminGroup, AdminPage, MappedDesignRow } from '@atelier/contracts/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { ManageGroupPage } from './ManageGroupPage';
import { UnassignedDesignsPage } from './UnassignedDesignsPage';
import { GroupDesignsPage } from './GroupDesignsPage';
import { SimilarDesignsPage } from './SimilarDesignsPage';
import { CollectionDesignsPage } from './CollectionDesignsPage';

const page = <T,>(rows: T[]): AdminPage<T> => ({ rows, count: rows.length, page: 1, limit: 50, pages: 1 });

const group = (overrides: Partial<AdminGroup> = {}): AdminGroup => ({
  _id: 1,
  name: 'Rings',
  names: { sv: 'Ringar' },
  url_path: 'rings',
  sort_order: 1,
  active: true,
  main_group_id: null,
  design_count: 4,
  ...overrides,
});

const RINGS = group();
const BANDS = group({
  _id: 7,
  name: 'Bands',
  names: {},
  url_path: 'bands',
  main_group_id: 1,
  design_count: 0,
});

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.listGroups.mockImplementation((level) =>
    Promise.resolve({ status: true, data: page(level === 'main' ? [RINGS] : [BANDS]) }),
  );
});

describe('manage-group', () => {
  it('lists main groups and creates one with its names per language', async () => {
    services.api.createGroup.mockResolvedValue({ status: true, data: group({ _id: 2, name: 'Earrings' }) });
    renderWithStore(<ManageGroupPage />, { services, route: '/Admin/manage-group' });
    const table = await screen.findByRole('table', { name: 'Main groups' });
    expect(await within(table).findByRole('row', { name: /Rings/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New main group' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /English/ }), {
      target: { value: 'Earrings' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Swedish' }));
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Swedish/ }), {
      target: { value: 'Örhängen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(services.api.createGroup).toHaveBeenCalledWith('main', {
        name: 'Earrings',
        names: { sv: 'Örhängen' },
        sortOrder: 0,
        active: true,
      }),
    );
  });

  it('edits a sub group and says clearly when a group in use is not deleted', async () => {
    services.api.updateGroup.mockResolvedValue({ status: true, data: BANDS });
    services.api.deleteGroup.mockRejectedValue(
      new ApiError('Designs still carry this group.', 409, { code: 'CATALOGUE_GROUP_IN_USE' }),
    );
    renderWithStore(<ManageGroupPage />, { services, route: '/Admin/manage-group' });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Sub groups' }));
    const table = await screen.findByRole('table', { name: 'Sub groups' });
    const row = await within(table).findByRole('row', { name: /Bands/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Rings' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Order' }), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(services.api.updateGroup).toHaveBeenCalledWith('sub', 7, {
        name: 'Bands',
        names: {},
        sortOrder: 5,
        active: true,
        mainGroupId: 1,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await within(confirm).findByRole('alert')).textContent).toMatch(
      /still in use.*Designs still carry this group/,
    );
    expect(services.api.deleteGroup).toHaveBeenCalledWith('sub', 7);
  });
});

const design = (id: string, number: string, overrides: Partial<MappedDesignRow> = {}): MappedDesignRow => ({
  design_id: id,
  design: number,
  name: `Design ${number}`,
  main_group_id: 1,
  sub_group_ids: [],
  retired: false,
  image_url: null,
  ...overrides,
});

const D1 = design('5d1c0b8e-0f1a-4f5e-9c1d-000000000001', 'R1001');
const D2 = design('5d1c0b8e-0f1a-4f5e-9c1d-000000000002', 'R1002', { retired: true });

describe('unassigned-design', () => {
  it('pages designs in no group and assigns the selected rows to the chosen sub group', async () => {
    services.api.unassignedDesigns.mockResolvedValue({ status: true, data: page([D1, D2]) });
    services.api.assignDesigns.mockResolvedValue({ status: true, data: { changed: 2 } });
    renderWithStore(<UnassignedDesignsPage />, {
      services,
      route: '/Admin/unassigned-design?page=2&search=R10',
    });
    await waitFor(() =>
      expect(services.api.unassignedDesigns).toHaveBeenCalledWith({ limit: 50, page: 2, search: 'R10' }),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select R1001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select R1002' }));
    const picker = screen.getByRole('combobox', { name: 'Group' });
    await screen.findByRole('option', { name: 'Rings › Bands' });
    fireEvent.change(picker, { target: { value: 'sub:7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign to the group' }));
    await waitFor(() =>
      expect(services.api.assignDesigns).toHaveBeenCalledWith({
        designIds: [D1.design_id, D2.design_id],
        subGroupId: 7,
      }),
    );
  });
});

const SEARCH: { status: true; data: AdminDesignPage } = {
  status: true,
  data: {
    rows: [
      {
        id: D2.design_id,
        designNumber: 'R1002',
        name: 'Plain band',
        item: 'Ring',
        mainGroup: 'Rings',
        variantCount: 1,
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
};

describe('mapped-design', () => {
  it('shows the group from the URL, takes selected rows out and adds a found design', async () => {
    services.api.groupDesigns.mockResolvedValue({ status: true, data: page([D1]) });
    services.api.unassignDesigns.mockResolvedValue({ status: true, data: { changed: 1 } });
    services.api.assignDesigns.mockResolvedValue({ status: true, data: { changed: 1 } });
    services.api.adminDesignSearch.mockResolvedValue(SEARCH);
    renderWithStore(<GroupDesignsPage />, { services, route: '/Admin/mapped-design?group=sub:7&page=3' });
    await waitFor(() =>
      expect(services.api.groupDesigns).toHaveBeenCalledWith({ limit: 50, subGroupId: 7, page: 3 }),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select R1001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take out of the group' }));
    await waitFor(() =>
      expect(services.api.unassignDesigns).toHaveBeenCalledWith({ designIds: [D1.design_id], subGroupId: 7 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /R1002 · Plain band/ }));
    await waitFor(() =>
      expect(services.api.assignDesigns).toHaveBeenCalledWith({ designIds: [D2.design_id], subGroupId: 7 }),
    );
  });
});

describe('map-similar-designs', () => {
  it("lists the chosen design's similar designs, adds a found one and removes one", async () => {
    services.api.similarDesigns.mockResolvedValue({ status: true, data: page([D1]) });
    services.api.mapSimilarDesigns.mockResolvedValue({ status: true, data: { changed: 1 } });
    services.api.unmapSimilarDesign.mockResolvedValue({ status: true, data: { changed: 1 } });
    services.api.adminDesignSearch.mockResolvedValue(SEARCH);
    const MAIN = '5d1c0b8e-0f1a-4f5e-9c1d-0000000000aa';
    renderWithStore(<SimilarDesignsPage />, { services, route: `/Admin/map-similar-designs?design=${MAIN}` });
    await waitFor(() =>
      expect(services.api.similarDesigns).toHaveBeenCalledWith(MAIN, { page: 1, limit: 50 }),
    );
    const table = await screen.findByRole('table', { name: 'Similar designs' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Remove R1001' }));
    await waitFor(() =>
      expect(services.api.unmapSimilarDesign).toHaveBeenCalledWith({
        designId: MAIN,
        similarDesignId: D1.design_id,
      }),
    );
    const adding = screen.getByRole('region', { name: 'Find a design to add' });
    fireEvent.click(await within(adding).findByRole('button', { name: /R1002 · Plain band/ }));
    await waitFor(() =>
      expect(services.api.mapSimilarDesigns).toHaveBeenCalledWith({
        designId: MAIN,
        similarDesignIds: [D2.design_id],
      }),
    );
  });
});

describe('collection-designs', () => {
  const SUMMER = { _id: 3, name: 'Summer', url_path: 'summer', sort_order: 1, design_count: 1 };

  it('creates a collection, and removes and adds designs of the chosen one', async () => {
    services.api.listCollections.mockResolvedValue({ status: true, data: page([SUMMER]) });
    services.api.createCollection.mockResolvedValue({
      status: true,
      data: { ...SUMMER, _id: 4, name: 'Winter' },
    });
    services.api.collectionDesigns.mockResolvedValue({ status: true, data: page([D1]) });
    services.api.changeCollectionDesigns.mockResolvedValue({ status: true, data: { changed: 1 } });
    services.api.adminDesignSearch.mockResolvedValue(SEARCH);
    renderWithStore(<CollectionDesignsPage />, { services, route: '/Admin/collection-designs' });
    const table = await screen.findByRole('table', { name: 'Collections' });
    fireEvent.click(screen.getByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Winter' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(services.api.createCollection).toHaveBeenCalledWith({ name: 'Winter', sortOrder: 0 }),
    );

    const row = await within(table).findByRole('row', { name: /Summer/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Designs' }));
    await waitFor(() =>
      expect(services.api.collectionDesigns).toHaveBeenCalledWith(3, { page: 1, limit: 50 }),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select R1001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(services.api.changeCollectionDesigns).toHaveBeenCalledWith(3, 'remove', [D1.design_id]),
    );
    const adding = screen.getByRole('region', { name: 'Find a design to add' });
    fireEvent.click(await within(adding).findByRole('button', { name: /R1002 · Plain band/ }));
    await waitFor(() =>
      expect(services.api.changeCollectionDesigns).toHaveBeenCalledWith(3, 'add', [D2.design_id]),
    );
  });
});
