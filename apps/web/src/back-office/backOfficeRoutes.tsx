import type { RouteObject } from 'react-router-dom';
import type { AreaLoaders } from '../app/areas';
import type { ScreenPermission } from '../features/admin-menu/adminMenuItems';
import { AdminGuard } from '../features/auth/Guards';

/*
 * The back office's routes (spec §2 /admin-home and /Admin/<screen>). Only these paths and their loaders
 * sit in the storefront bundle: every component, slice and saga of the back office arrives with its
 * layout, which first loads the back-office area (its slices and sagas) into the store.
 */

const customers = () => import('../features/admin-customers/adminCustomerScreens');
const users = () => import('../features/admin-users/adminUserScreens');
const orders = () => import('../features/admin-orders/adminOrderScreens');
const designs = () => import('../features/admin-designs/adminDesignScreens');
const menus = () => import('../features/admin-menus/adminMenusScreens');
const images = () => import('../features/admin-images/adminImageScreens');
const groups = () => import('../features/admin-groups/adminGroupScreens');
const reports = () => import('../features/admin-reports/adminReportScreens');
const offers = () => import('../features/admin-offers/adminOfferScreens');
const content = () => import('../features/admin-content/adminContentScreens');
const prices = () => import('../features/admin-prices/adminPriceScreens');
const sync = () => import('../features/admin-sync/adminSyncScreens');

/** Screens of one permission: the guard refuses an admin without it (the server checks every call too). */
function permission(key: ScreenPermission, children: RouteObject[]): RouteObject {
  return {
    lazy: async () => {
      const { AdminPermissionGuard } = await import('../features/admin-menu/AdminPermissionGuard');
      return { element: <AdminPermissionGuard permission={key} /> };
    },
    children,
  };
}

function screen(path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject {
  return { path, lazy: load };
}

export function backOfficeRoutes({ loadBackOffice }: Pick<AreaLoaders, 'loadBackOffice'>): RouteObject[] {
  return [
    {
      element: <AdminGuard />,
      children: [
        {
          lazy: async () => {
            const [{ AdminLayout }] = await Promise.all([import('./AdminLayout'), loadBackOffice()]);
            return { Component: AdminLayout };
          },
          children: [
            screen('admin-home', async () => ({
              Component: (await import('../features/admin/AdminHomePage')).AdminHomePage,
            })),
            // Issue 11: spec §2 lists menu-management at the root, beside admin-home.
            permission('menus', [
              screen('menu-management', async () => ({ Component: (await menus()).MenuManagementPage })),
            ]),
            // Issue 13: spec §2 lists download-mapping-reports at the root too.
            permission('reports', [
              screen('download-mapping-reports', async () => ({
                Component: (await reports()).MappingReportScreen,
              })),
            ]),
            {
              path: 'Admin',
              children: [
                // Issue 4: customers (permission `customers`) and admin users (permission `users`).
                permission('customers', [
                  screen('pending-users', async () => ({
                    Component: (await customers()).PendingUsersScreen,
                  })),
                  screen('approved-customer', async () => ({
                    Component: (await customers()).ApprovedCustomersScreen,
                  })),
                  screen('rejected-users', async () => ({
                    Component: (await customers()).RejectedUsersScreen,
                  })),
                  screen('customer-list', async () => ({
                    Component: (await customers()).CustomerListScreen,
                  })),
                  screen('update-pending-user/:id?', async () => ({
                    Component: (await customers()).UpdatePendingUserPage,
                  })),
                  screen('manage-customer', async () => ({
                    Component: (await customers()).ManageCustomerPage,
                  })),
                  screen('approved-customer-users', async () => ({
                    Component: (await customers()).CustomerUsersPage,
                  })),
                  screen('add-customer-users/:id?', async () => ({
                    Component: (await customers()).AddCustomerUserPage,
                  })),
                  screen('mapped-customer/:id?', async () => ({
                    Component: (await customers()).MappedCustomerPage,
                  })),
                  screen('manage-customer-access', async () => ({
                    Component: (await customers()).CustomerAccessPage,
                  })),
                  screen('update-customer-credentials', async () => ({
                    Component: (await customers()).CustomerCredentialsPage,
                  })),
                  // Issue 12 part 7.
                  screen('customer_remove', async () => ({
                    Component: (await customers()).CustomerRemovePage,
                  })),
                  screen('newsletter-subscribers', async () => ({
                    Component: (await customers()).NewsletterSubscribersPage,
                  })),
                ]),
                permission('users', [
                  screen('admin-user-list', async () => ({ Component: (await users()).AdminUserListPage })),
                  screen('admin-management', async () => ({
                    Component: (await users()).AdminManagementPage,
                  })),
                  screen('add-permissions', async () => ({ Component: (await users()).AddPermissionsPage })),
                  screen('admin-permissions', async () => ({
                    Component: (await users()).AdminPermissionsPage,
                  })),
                  screen('not-allowed-user/:id?', async () => ({
                    Component: (await users()).NotAllowedUserPage,
                  })),
                ]),
                // Issue 5: orders, change requests, bespoke orders, appros, invoices (permission `orders`).
                permission('orders', [
                  screen('orders', async () => ({ Component: (await orders()).AdminOrdersPage })),
                  screen('orders/:orderId', async () => ({ Component: (await orders()).AdminOrderPage })),
                  screen('change-requests', async () => ({
                    Component: (await orders()).AdminChangeRequestsPage,
                  })),
                  screen('bespoke-orders', async () => ({ Component: (await orders()).AdminBespokePage })),
                  screen('bespoke-orders/:bespokeId', async () => ({
                    Component: (await orders()).AdminBespokeDetailPage,
                  })),
                  screen('appros', async () => ({ Component: (await orders()).AdminApprosPage })),
                  screen('invoices', async () => ({ Component: (await orders()).AdminInvoicesPage })),
                ]),
                // Issue 11: designs and variants (permission `designs`).
                permission('designs', [
                  screen('view-list', async () => ({ Component: (await designs()).ViewListScreen })),
                  screen('lab-grown-view-list', async () => ({
                    Component: (await designs()).LabGrownViewListScreen,
                  })),
                  screen('add-design', async () => ({ Component: (await designs()).AddDesignScreen })),
                  screen('lab-grown-add-single-design', async () => ({
                    Component: (await designs()).LabGrownAddDesignScreen,
                  })),
                  screen('manage-design', async () => ({ Component: (await designs()).ManageDesignPage })),
                  screen('retire-design', async () => ({ Component: (await designs()).RetireDesignPage })),
                ]),
                // Issue 11: groups, mapping, similar designs and collections (permission `designs`).
                permission('designs', [
                  screen('manage-group', async () => ({ Component: (await groups()).ManageGroupPage })),
                  screen('catalogue-change-log', async () => ({ Component: (await groups()).ChangeLogPage })),
                  // Issue 12 part 5.
                  screen('lookup-names', async () => ({ Component: (await groups()).LookupNamesPage })),
                  screen('collection-designs', async () => ({
                    Component: (await groups()).CollectionDesignsPage,
                  })),
                  screen('map-similar-designs', async () => ({
                    Component: (await groups()).SimilarDesignsPage,
                  })),
                  screen('mapped-design', async () => ({ Component: (await groups()).GroupDesignsPage })),
                  screen('design-map', async () => ({ Component: (await groups()).GroupDesignsPage })),
                  screen('unassigned-design', async () => ({
                    Component: (await groups()).UnassignedDesignsPage,
                  })),
                  screen('non-group-design', async () => ({
                    Component: (await groups()).UnassignedDesignsPage,
                  })),
                ]),
                // Issue 12: offers (permission `offers`) and hand-ordered lists (permission `designs`).
                permission('offers', [
                  screen('upload-special-offer', async () => ({
                    Component: (await offers()).SpecialOfferScreen,
                  })),
                  screen('upload-lab-grown-special-offer', async () => ({
                    Component: (await offers()).LabGrownOfferScreen,
                  })),
                  screen('upload-clearance-offer', async () => ({
                    Component: (await offers()).ClearanceOfferScreen,
                  })),
                ]),
                permission('designs', [
                  screen('best-selling-designs', async () => ({
                    Component: (await offers()).BestSellingDesignsScreen,
                  })),
                  screen('new-arrival-designs', async () => ({
                    Component: (await offers()).NewArrivalDesignsScreen,
                  })),
                ]),
                // Issue 11: storefront filters (permission `designs`) and menus (permission `menus`).
                permission('designs', [
                  screen('create-multi-filter', async () => ({ Component: (await menus()).FilterListPage })),
                  screen('dynamic-multi-filter', async () => ({ Component: (await menus()).FilterListPage })),
                  screen('map-multiFilter/:id?', async () => ({
                    Component: (await menus()).MapMainFilterPage,
                  })),
                  screen('map-sub-filter', async () => ({ Component: (await menus()).MapSubFilterPage })),
                ]),
                permission('menus', [
                  screen('page-index', async () => ({ Component: (await menus()).MenuManagementPage })),
                  screen('page2-map/:id?', async () => ({ Component: (await menus()).Page2MapPage })),
                  screen('map-group-to-submenu2', async () => ({
                    Component: (await menus()).MapGroupToSubmenuPage,
                  })),
                  screen('map-subgroup-to-submenu2', async () => ({
                    Component: (await menus()).MapSubgroupToSubmenuPage,
                  })),
                ]),
                // Issue 11: pictures (permission `images`).
                permission('images', [
                  screen('add-images', async () => ({ Component: (await images()).AddImagesPage })),
                  screen('upload-images', async () => ({ Component: (await images()).UploadImagesPage })),
                  screen('edit-images', async () => ({ Component: (await images()).EditImagesPage })),
                ]),
                // Issue 13: dashboard (permission `dashboard`), sales data and reports (permission `reports`).
                permission('dashboard', [
                  screen('dashboard-bar', async () => ({ Component: (await reports()).DashboardBarScreen })),
                  screen('dashboard-list', async () => ({
                    Component: (await reports()).DashboardListScreen,
                  })),
                ]),
                permission('reports', [
                  screen('sales-data', async () => ({ Component: (await reports()).SalesDataPage })),
                  screen('download-design-report', async () => ({
                    Component: (await reports()).DesignReportScreen,
                  })),
                ]),
                // Issue 12: storefront content (permission `content`).
                permission('content', [
                  screen('announcement-bar', async () => ({
                    Component: (await content()).AnnouncementBarPage,
                  })),
                  screen('running-lines', async () => ({ Component: (await content()).RunningLinesPage })),
                  screen('upload-running-line', async () => ({
                    Component: (await content()).UploadRunningLinePage,
                  })),
                  screen('footer-pages', async () => ({ Component: (await content()).FooterPagesPage })),
                  screen('storefront-media', async () => ({
                    Component: (await content()).StorefrontMediaPage,
                  })),
                ]),
                // Issue 12: the global markup and VAT rate, and discounts (permission `discounts`).
                permission('discounts', [
                  screen('set-global-markup', async () => ({
                    Component: (await prices()).SetGlobalMarkupPage,
                  })),
                  screen('set-discount', async () => ({ Component: (await prices()).SetDiscountPage })),
                  // Issue 15: the day's metal rates per metal and fineness, with their history.
                  screen('metal-rates', async () => ({ Component: (await prices()).MetalRatesPage })),
                ]),
                // Issue 14: the Sellease link (permission `sync`).
                permission('sync', [
                  screen('sellease-err-sync', async () => ({ Component: (await sync()).SyncErrorsPage })),
                  screen('sellease-sync', async () => ({ Component: (await sync()).SyncRunsPage })),
                  screen('activate-cron', async () => ({ Component: (await sync()).SyncSchedulesPage })),
                ]),
                // The back office's own 404, in its layout (not the storefront's).
                screen('*', async () => ({
                  Component: (await import('./AdminNotFoundPage')).AdminNotFoundPage,
                })),
              ],
            },
          ],
        },
      ],
    },
  ];
}
