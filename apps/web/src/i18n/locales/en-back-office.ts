import { catalogueAdminEn } from '../catalogue-admin/en';
import { menusEn } from '../menus/en';
import { reportsEn } from '../reports/en';
import { syncEn } from '../sync/en';

/** The English texts only the back office shows. */
export const enBackOffice = {
  // Issue 11 (filters and menus): back-office filters, mega-menu and submenu listings.
  menus: menusEn,
  // Issue 11 (catalogue back office): pictures, groups and their designs.
  catalogueAdmin: catalogueAdminEn,
  // Issue 13 (reports): dashboard, sales data and report downloads.
  reports: reportsEn,
  // Issue 14 (Sellease): the sync error list.
  sync: syncEn,
  // The back office's header, footer and home page.
  admin: {
    system: 'ADMIN SYSTEM',
    homeLink: 'Admin home',
    welcome: 'Welcome, {{name}}',
    role: 'Role: {{role}}',
    permissions: 'Admin permissions',
    noPermissions: 'No records',
    loading: 'Loading…',
    logout: 'Logout',
    footer: '© {{year}} Atelier back office',
  },
};
