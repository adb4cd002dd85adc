import { LANGUAGE_CODES } from './languages';
import { resources } from './locales';

type Leaves = Record<string, string>;

function flatten(node: object, prefix = ''): Leaves {
  const leaves: Leaves = {};
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves[path] = value;
    else if (typeof value === 'object' && value !== null)
      Object.assign(leaves, flatten(value as object, path));
  }
  return leaves;
}

function placeholders(text: string): string[] {
  return (text.match(/\{\{\w+\}\}/g) ?? []).sort();
}

/** Texts that are the same in every language: the brand, the address, page-title codes, units. */
const SAME_EVERYWHERE = new Set([
  'brand.name',
  'meta.notFoundTitle',
  'header.city',
  'catalogue.caratUnit',
  'listing.caratRange',
  'design.grams',
  'design.millimetres',
  // Issue 12: brand names.
  'content.qr.instagram',
  'content.qr.whatsapp',
  // Issue 14: a dash where a schedule has no run.
  'sync.schedules.never',
  // Issue 15: units and arrows of the metal rates, and the ERP's name.
  'orders.line.perGram',
  'prices.metalRates.rateLabel',
  'prices.metalRates.history.fromTo',
  'prices.metalRates.history.sellease',
]);

/** Accounts texts (issue 4) spelled the same in English and the given language. */
const ACCOUNTS_SAME: Record<string, string[]> = {
  de: [
    'accounts.account.ok',
    'accounts.admin.customers.statusFilter',
    'accounts.admin.customers.status',
    'accounts.admin.customers.name',
    'accounts.admin.users.name',
    'accounts.admin.newsletter.name',
    'accounts.admin.users.status',
  ],
  es: ['accounts.admin.common.no'],
  fr: [
    'accounts.account.ok',
    'accounts.admin.common.actions',
    'accounts.admin.common.pagination',
    'accounts.admin.customers.contact',
  ],
  no: [
    'accounts.admin.customers.statusFilter',
    'accounts.admin.customers.status',
    'accounts.admin.users.status',
  ],
  sv: [
    'accounts.account.ok',
    'accounts.admin.customers.statusFilter',
    'accounts.admin.customers.status',
    'accounts.admin.users.status',
  ],
};

/** Designs texts (issue 11) spelled the same in English and the given language (Status, Version, Karat...). */
const DESIGNS_SAME: Record<string, string[]> = {
  de: [
    'designs.menu.heading',
    'designs.list.title',
    'designs.list.status',
    'designs.list.sortName',
    'designs.list.name',
    'designs.list.state',
    'designs.import.message',
    'designs.form.basics',
    'designs.form.version',
    'designs.fields.name',
    'designs.fields.karatId',
    'designs.manage.version',
    'designs.manage.nobody',
  ],
  fr: [
    'designs.list.stock',
    'designs.list.actions',
    'designs.form.version',
    'designs.fields.description',
    'designs.fields.styleId',
    'designs.fields.collectionId',
    'designs.fields.stock',
    'designs.manage.version',
    'designs.manage.action',
  ],
  no: [
    'designs.list.status',
    'designs.list.state',
    'designs.import.start',
    'designs.import.message',
    'designs.form.variant',
    'designs.form.basics',
    'designs.fields.karatId',
  ],
  sv: [
    'designs.form.variant',
    'designs.list.status',
    'designs.list.state',
    'designs.import.message',
    'designs.form.basics',
    'designs.form.version',
    'designs.fields.karatId',
    'designs.manage.version',
  ],
};

/** Words spelled the same in English and the given language. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  es: [
    'sync.menu.heading',
    'listing.groups.metal',
    'design.metal',
    'content.admin.lines.no',
    'catalogueAdmin.log.entityId',
    'reports.sales.metal',
    'reports.sales.columns.metal',
  ],
  fr: [
    'sync.menu.heading',
    'sync.errors.actions',
    'sync.jobs.stock',
    'sync.schedules.actions',
    'sync.errors.view',
    'sync.errors.payloadTitle',
    'header.menu',
    'catalogueAdmin.lookupNames.actions',
    'listing.groups.style',
    'listing.groups.collection',
    'listing.pagination',
    'listing.page',
    'design.gallery',
    'design.options',
    'design.collection',
    'design.style',
    'catalogueAdmin.log.action',
    'catalogueAdmin.log.entity.collection',
    'reports.dashboard.points',
    'reports.sales.stock',
    'reports.sales.columns.placedAt',
    'reports.sales.columns.orderType',
    'reports.sales.columns.netPence',
    'offers.actions',
    'prices.discounts.actions',
    'prices.discounts.statuses.active',
  ],
  sv: [
    'sync.menu.heading',
    'sync.errors.status',
    'listing.groups.initial',
    'catalogueAdmin.common.design',
    'content.admin.media.video',
    'catalogueAdmin.log.entityId',
    'catalogueAdmin.log.entity.filter',
    'reports.dashboard.columnsList.design',
    'reports.sales.karat',
    'reports.sales.columns.orderNumber',
    'reports.sales.columns.designNumber',
    'reports.sales.columns.karat',
    'offers.design',
    'offers.status',
    'prices.discounts.status',
    'prices.discounts.designLabel',
    'quickOrder.variant',
    // Issue 15: the gold's karat is written the same.
    'quickOrder.facet.karat',
  ],
  de: [
    'sync.menu.heading',
    'sync.jobs.designs',
    // Issue 15: the gold's karat is written the same.
    'quickOrder.facet.karat',
    'catalogueAdmin.common.design',
    'content.admin.media.link',
    'content.admin.media.video',
    'catalogueAdmin.log.system',
    'catalogueAdmin.log.entity.filter',
    'reports.dashboard.columnsList.design',
    'reports.sales.karat',
    'reports.sales.columns.designNumber',
    'reports.sales.columns.designName',
    'reports.sales.columns.karat',
    'offers.design',
    'offers.status',
    'prices.discounts.designLabel',
  ],
  no: [
    'sync.menu.heading',
    'catalogueAdmin.common.design',
    'catalogueAdmin.log.entityId',
    'catalogueAdmin.log.entity.filter',
    'reports.dashboard.columnsList.design',
    'reports.sales.karat',
    'reports.sales.columns.orderType',
    'reports.sales.columns.designNumber',
    'reports.sales.columns.karat',
    'offers.design',
    'offers.status',
    'prices.discounts.designLabel',
    'quickOrder.variant',
    // Issue 15: the gold's karat is written the same.
    'quickOrder.facet.karat',
  ],
};

const english = flatten(resources.en.translation);

describe('locale resources', () => {
  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s has exactly the English keys', (code) => {
    const translated = flatten(resources[code].translation);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s keeps every placeholder', (code) => {
    const translated = flatten(resources[code].translation);
    for (const [key, text] of Object.entries(english)) {
      expect({ key, placeholders: placeholders(translated[key]) }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('%s leaves no English text behind', (code) => {
    const translated = flatten(resources[code].translation);
    const untranslated = Object.keys(english).filter(
      (key) =>
        translated[key] === english[key] &&
        !SAME_EVERYWHERE.has(key) &&
        !(SAME_AS_ENGLISH[code] ?? []).includes(key) &&
        !(ACCOUNTS_SAME[code] ?? []).includes(key) &&
        !(DESIGNS_SAME[code] ?? []).includes(key),
    );
    expect(untranslated).toEqual([]);
  });
});
