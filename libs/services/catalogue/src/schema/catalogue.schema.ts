import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgSchema,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const catalogue = pgSchema('catalogue');

/** The storefront menu (spec section 3): top items, their submenus and the submenus' entries. */
export const menuItems = catalogue.table(
  'menu_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    urlPath: text('url_path').notNull(),
    isSubmenu1Clickable: boolean('is_submenu1_clickable').notNull().default(false),
    isStyle: boolean('is_style').notNull().default(false),
    url: text('url'),
    sortBy: text('sort_by'),
    /** Shows the NEW badge next to the title. */
    isNew: boolean('is_new').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_items_tenant_parent_position_idx').on(t.tenantId, t.parentId, t.position)],
);

export type MenuItemRow = typeof menuItems.$inferSelect;
