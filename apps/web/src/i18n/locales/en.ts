import type { enAreas } from './en-areas';
import type { enBackOffice } from './en-back-office';
import type { enCatalogue } from './en-catalogue';
import { contentShellEn } from '../content/en-shell';
import { pricesStorefrontEn } from '../prices/en-shell';
import { quickOrderShellEn } from '../quick-order/en-shell';

/**
 * English texts of the storefront's shell: the header, footer, home page and catalogue pages. English is in
 * the main bundle; the listing's and design page's texts (`./en-catalogue`) arrive with those pages, the texts
 * of the account, order and other areas (`./en-areas`) with theirs (or at once for a signed-in visitor), the
 * back office's own (`./en-back-office`) with the back office, so a stranger's first load skips them.
 */
export const enStorefront = {
  // The few texts of the areas (`./en-areas`) that the shell itself shows to every visitor.
  content: contentShellEn,
  prices: { storefront: pricesStorefrontEn },
  quickOrder: quickOrderShellEn,
  meta: {
    homeTitle: 'Atelier | Fine jewellery for the trade',
    adminTitle: 'Atelier | Admin system',
    notFoundTitle: '404 | Atelier',
  },
  common: {
    close: 'Close',
    loading: 'Loading…',
    required: 'required',
  },
  // The component kit (apps/web/src/ui).
  ui: {
    noRecords: 'No records',
    loadFailed: 'This list could not be loaded.',
    columns: 'Columns',
    selectAll: 'Select all rows',
    selectRow: 'Select {{row}}',
    pagination: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    count_one: '{{count}} record',
    count_other: '{{count}} records',
    cancel: 'Cancel',
    confirm: 'Confirm',
    rangeFrom: 'From',
    rangeTo: 'To',
    chooseFiles: 'Choose files',
    dropHere: 'or drop them here',
    uploadProgress: 'Upload of {{name}}',
    uploadFailed: 'Upload failed',
    uploaded: 'Uploaded',
    notifications: 'Notifications',
    dismiss: 'Dismiss',
    rangeOrder: 'The start date must not be after the end date.',
    chartLoading: 'Loading chart…',
  },
  brand: {
    name: 'Atelier',
    tagline: 'Fine jewellery for the trade',
    homeLink: 'Atelier home',
  },
  header: {
    noPrice: 'No prices',
    changePrices: 'Change prices and customer',
    skipToContent: 'Skip to main content',
    announcement: 'Announcement',
    phone: 'Telephone',
    city: 'Hatton Garden, London',
    login: 'Login',
    account: 'Account',
    signedInAs: 'Signed in as',
    priceMode: 'Price mode',
    retail: 'Retail',
    trade: 'Trade',
    orderHistory: 'Order history',
    logout: 'Logout',
    cart: 'Cart',
    cartItems: 'Items in cart: {{count}}',
    menu: 'Menu',
    mainNavigation: 'Main navigation',
    submenu: '{{title}} submenu',
    new: 'NEW',
    language: 'Language',
  },
  login: {
    title: 'Login',
    intro: 'Sign in to your trade account to see prices and place orders.',
    newUser: 'New user?',
    register: 'Register',
    email: 'Email',
    password: 'Password',
    showPassword: 'Show',
    hidePassword: 'Hide',
    forgotPassword: 'Forgot your password?',
    submit: 'Login',
    adminTitle: 'Admin login',
    adminIntro: 'Back office access for Atelier staff.',
  },
  fields: {
    email: 'email',
    password: 'password',
    name: 'name',
    priceType: 'price type',
    customer: 'customer',
  },
  validation: {
    required: 'The {{field}} field is required.',
    email: 'The {{field}} field must be a valid email.',
    max: 'The {{field}} field may not be greater than {{max}} characters.',
    alphaSpaces: 'The {{field}} field may only contain alphabetic characters and spaces.',
  },
  price: {
    switchTitle: 'Prices and customer',
    switchIntro:
      'Choose how prices are shown and which customer account you are ordering for. Every price on the page follows at once.',
    apply: 'Apply',
    title: 'Select price and customer',
    intro: 'Choose how prices are shown and which customer account you are ordering for.',
    priceType: 'Price type',
    trade: 'Show trade price',
    rrp: 'Show RRP price',
    none: "Don't display price",
    customer: 'Customer',
    chooseCustomer: 'Choose a customer',
    loadingCustomers: 'Loading customers…',
    noCustomers: 'No records',
    continue: 'Continue',
    cancel: 'Cancel',
  },
  notifications: {
    region: 'Notifications',
    dismiss: 'Dismiss notification',
    defaultError: 'An error occurred',
    invalidAccess: 'Invalid Access',
    invalidAccessGuard: 'Invalid Access !',
    noPermission: 'You do not have permission!',
  },
  footer: {
    about:
      'Atelier supplies independent jewellers with fine jewellery in gold, platinum and silver, set with diamonds and gemstones.',
    navigation: 'Footer',
    company: 'Company',
    customerCare: 'Customer care',
    whyUs: 'Why Atelier',
    terms: 'Terms & conditions',
    cookies: 'Cookies policy',
    howToOrder: 'How to order',
    faq: 'FAQ',
    copyright: '© {{year}} Atelier Fine Jewellery Ltd. All rights reserved.',
    registration: 'Registered in England and Wales, company no. 08123456.',
  },
  newsletter: {
    title: 'Newsletter',
    intro: 'New collections and trade offers, straight to your inbox.',
    name: 'Name',
    email: 'E-mail',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
  },
  home: {
    heroEyebrow: 'Trade only',
    heroTitle: 'Fine jewellery for the trade',
    heroText:
      'Rings, earrings, pendants, bracelets, bangles and necklaces in every metal, karat and stone, ready to order for your shop.',
    shopByGemstone: 'Shop By GemStone',
    newDesigns: 'New Designs',
    newDesignsText: 'The latest additions to the catalogue.',
    bestSelling: 'Best Selling',
    bestSellingText: 'The designs retailers reorder most.',
    specialOffer: 'Special Offer',
    specialOfferText: 'Limited stock at special trade prices.',
    inStock: 'In stock: delivered in 24–72 hours',
    specialOrder: 'Special orders: 4–5 weeks, made for you',
    priceChoice: 'Show trade price, RRP or no price',
    runningLine: 'Trade news',
    certified: 'Certified diamonds with IGI and GIA certificates',
    gemstoneIntro: 'Choose a stone to see every design set with it.',
    viewAll: 'View all',
    viewAllOf: 'View all: {{section}}',
    noDesigns: 'No records',
  },
  errors: {
    notFound: '404 This page could not be found',
    errorPageFailed: 'An error occurred while showing the error page',
    generic: 'An error occurred',
    backHome: 'Back to home',
  },
  catalogue: {
    price: 'Price',
    rrp: 'RRP',
    trade: 'Trade',
    caratUnit: 'ct',
    inStock: 'In stock',
    specialOrder: 'Special order',
    highlights: 'Highlights',
    flags: {
      new_arrival: 'New',
      best_selling: 'Best seller',
      special_offer: 'Special offer',
      lab_grown: 'Lab grown',
      clearance: 'Clearance',
      certified: 'Certified',
    },
    loginTitle: 'Trade customers only',
    loginText: 'Log in to your trade account to see our designs and prices.',
    loginButton: 'Log in to continue',
    pendingText: 'Choose how prices are shown to continue.',
  },
  search: {
    label: 'Search designs',
    placeholder: 'Design number or name',
    submit: 'Search',
    suggestions: 'Design suggestions',
    searching: 'Searching…',
    noResults: 'No results found',
    loginToSearch: 'Log in to search the catalogue',
    failed: 'The search is not available right now.',
    viewAll: 'See all results for “{{text}}”',
  },
};

/**
 * The shape every locale must match: the same keys, string leaves. English is the source of every key
 * (the whole of it is `en` in `./index`, assembled there so the main bundle pulls in only the shell's part).
 */
export type Translation = Omit<typeof enStorefront, keyof typeof enAreas> &
  typeof enAreas &
  typeof enCatalogue &
  typeof enBackOffice;

/** The texts every page needs before the areas' and the back office's own have loaded. */
export type StorefrontTranslation = typeof enStorefront;
