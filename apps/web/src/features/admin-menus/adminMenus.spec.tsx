import type { AdminFilter, AdminGroup, AdminMenuNode, AdminPage } from '@atelier/contracts/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { MapMainFilterPage } from './FilterGroupsPage';
import { FilterListPage } from './FilterListPage';
import { MenuManagementPage } from './MenuManagementPage';
import { Page2MapPage } from './MenuMappingPage';

const node = (id: string, title: string, menu: AdminMenuNode[] = [], extra: Partial<AdminMenuNode> = {}) => ({
  _id: id,
  parent_id: null,
  title,
  titles: {},
  url_path: id,
  is_submenu1_clickable: false,
  is_style: false,
  url: null,
  sort_by: null,
  is_new: false,
  position: 0,
  category: null,
  sub_group: null,
  menu,
  ...extra,
});

const TREE: AdminMenuNode[] = [
  node('rings', 'Rings', [node('by-style', 'By style', [node('solitaire', 'Solitaire')])]),
  node('earrings', 'Earrings', [], { is_new: true }),
  node('pendants', 'Pendants'),
];

const group = (id: number, name: string, mainGroupId: number | null = null): AdminGroup => ({
  _id: id,
  name,
  names: {},
  url_path: name.toLowerCase(),
  sort_order: id,
  active: true,
  main_group_id: mainGroupId,
  design_count: 0,
});

const page = <T,>(rows: T[]): AdminPage<T> => ({ rows, count: rows.length, page: 1, limit: 200, pages: 1 });

const METAL: AdminFilter = {
  _id: 7,
  kind: 'metal',
  title: 'Metal',
  titles: { sv: 'Metall' },
  value_ids: [],
  main_group_ids: [],
  sub_group_ids: [],
  sort_order: 0,
  active: true,
};

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.adminMenuTree.mockResolvedValue({ status: true, data: TREE });
  services.api.adminListFilters.mockResolvedValue({ status: true, data: page([METAL]) });
  services.api.adminListMainGroupsPage.mockResolvedValue({
    status: true,
    data: page([group(1, 'Rings'), group(2, 'Earrings')]),
  });
  services.api.adminListSubGroupsPage.mockResolvedValue({
    status: true,
    data: page([group(11, 'Solitaire', 1), group(21, 'Hoops', 2)]),
  });
});

describe('menu management', () => {
  it('shows the tree with the NEW badge and saves the new sibling order from the down button', async () => {
    services.api.adminReorderMenu.mockResolvedValue({ status: true, data: TREE });
    const { store } = renderWithStore(<MenuManagementPage />, { services });
    const earrings = await screen.findByTestId('menu-row-earrings');
    expect(within(earrings).getByText('NEW')).toBeTruthy();
    expect(screen.queryByText('Solitaire')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rings: 1 entry' }));
    fireEvent.click(screen.getByRole('button', { name: 'By style: 1 entry' }));
    expect(screen.getByText('Solitaire')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Rings down' }));
    await waitFor(() =>
      expect(services.api.adminReorderMenu).toHaveBeenCalledWith({
        parentId: null,
        ids: ['earrings', 'rings', 'pendants'],
      }),
    );
    await waitFor(() =>
      expect(store.getState().notifications.items.map((item) => item.text)).toContain(
        'The order has been saved.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Move Rings up' }).hasAttribute('disabled')).toBe(true);
  });

  it('reorders siblings by drag and drop under their parent', async () => {
    services.api.adminReorderMenu.mockResolvedValue({ status: true, data: TREE });
    renderWithStore(<MenuManagementPage />, { services });
    const pendants = await screen.findByTestId('menu-row-pendants');
    const rings = screen.getByTestId('menu-row-rings');
    const dataTransfer = { setData: jest.fn(), effectAllowed: '' };
    fireEvent.dragStart(pendants, { dataTransfer });
    fireEvent.dragOver(rings, { dataTransfer });
    fireEvent.drop(rings, { dataTransfer });
    await waitFor(() =>
      expect(services.api.adminReorderMenu).toHaveBeenCalledWith({
        parentId: null,
        ids: ['pendants', 'rings', 'earrings'],
      }),
    );
  });

  it('refuses an entry without a title or url path, then creates it under its parent', async () => {
    services.api.adminCreateMenuItem.mockResolvedValue({
      status: true,
      message: 'Saved.',
      data: node('kids', 'Kids'),
    });
    renderWithStore(<MenuManagementPage />, { services });
    fireEvent.click(await screen.findByRole('button', { name: 'Rings: 1 entry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add entry under By style' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const title = within(dialog).getByRole('textbox', { name: /Title in English/ });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog)
        .getByRole('textbox', { name: /URL path/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(services.api.adminCreateMenuItem).not.toHaveBeenCalled();

    fireEvent.change(title, { target: { value: 'Kids' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /URL path/ }), {
      target: { value: 'kids' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Show the NEW badge' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(services.api.adminCreateMenuItem).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Kids',
          urlPath: 'kids',
          parentId: 'by-style',
          isNew: true,
          titles: {},
        }),
      ),
    );
  });
});

describe('storefront filters', () => {
  it('lists the filters and refuses a filter without a title', async () => {
    renderWithStore(<FilterListPage />, { services });
    const row = await screen.findByRole('row', { name: /Metall/ });
    expect(row.textContent).toContain('All');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: /Title in English/ });
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(services.api.adminUpdateFilter).not.toHaveBeenCalled();
  });

  it('saves the main groups a filter is shown for', async () => {
    services.api.adminMapFilterGroups.mockResolvedValue({
      status: true,
      data: { ...METAL, main_group_ids: [2] },
    });
    renderWithStore(
      <Routes>
        <Route path="/Admin/map-multiFilter/:id?" element={<MapMainFilterPage />} />
      </Routes>,
      { services, route: '/Admin/map-multiFilter/7' },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Earrings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(services.api.adminMapFilterGroups).toHaveBeenCalledWith(7, { mainGroupIds: [2] }),
    );
  });
});

describe('submenu listings', () => {
  it('saves the main and sub group a submenu entry lists', async () => {
    services.api.adminMapMenuGroups.mockResolvedValue({ status: true, data: node('solitaire', 'Solitaire') });
    renderWithStore(<Page2MapPage />, { services, route: '/Admin/page2-map?id=solitaire' });
    const main = await screen.findByRole('combobox', { name: 'Main group' });
    fireEvent.change(main, { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sub group' }), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(services.api.adminMapMenuGroups).toHaveBeenCalledWith('solitaire', {
        mainGroupId: 1,
        subGroupId: 11,
      }),
    );
  });
});
