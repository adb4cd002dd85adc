import type { MenusAdminApi } from '../api/menus-admin';

export type MenusAdminApiMocks = {
  [K in keyof MenusAdminApi]: jest.Mock<ReturnType<MenusAdminApi[K]>, Parameters<MenusAdminApi[K]>>;
};

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

function stub<K extends keyof MenusAdminApi>(): MenusAdminApiMocks[K] {
  return jest.fn(notStubbed) as MenusAdminApiMocks[K];
}

/** Every filter and menu back-office call (issue 11) as a jest mock that rejects until a test says otherwise. */
export function createMenusAdminStubs(): MenusAdminApiMocks {
  return {
    adminListFilters: stub<'adminListFilters'>(),
    adminCreateFilter: stub<'adminCreateFilter'>(),
    adminUpdateFilter: stub<'adminUpdateFilter'>(),
    adminMapFilterGroups: stub<'adminMapFilterGroups'>(),
    adminDeleteFilter: stub<'adminDeleteFilter'>(),
    adminListMainGroupsPage: stub<'adminListMainGroupsPage'>(),
    adminListSubGroupsPage: stub<'adminListSubGroupsPage'>(),
    adminMenuTree: stub<'adminMenuTree'>(),
    adminCreateMenuItem: stub<'adminCreateMenuItem'>(),
    adminUpdateMenuItem: stub<'adminUpdateMenuItem'>(),
    adminDeleteMenuItem: stub<'adminDeleteMenuItem'>(),
    adminReorderMenu: stub<'adminReorderMenu'>(),
    adminMapMenuGroups: stub<'adminMapMenuGroups'>(),
  };
}
