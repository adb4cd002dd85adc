/** Request/reply patterns served by the admin (back-office content) service. */
export const AdminPatterns = {
  currentAnnouncement: 'admin.announcements.current',
  subscribeNewsletter: 'admin.newsletter.subscribe',
  /** The back office's subscriber list (permission customers), paged, searched. */
  listNewsletterSubscribers: 'admin.newsletter.list',
  /** The back office's global markup and VAT rate; the catalogue prices RRP with them. */
  getPricingSettings: 'admin.settings.get-pricing',
  /** /Admin/set-global-markup: staff with the `discounts` permission change the markup and VAT rate. */
  savePricingSettings: 'admin.settings.save-pricing',
} as const;

/** Events the admin service publishes (each has a consumer that acts on it). */
export const AdminEvents = {
  /**
   * The global markup or VAT rate changed ({@link PricingSettingsChangedEvent}): the catalogue drops its
   * cached settings and pages so the storefront prices with the new ones at once.
   */
  PricingSettingsChanged: 'admin.settings.pricing-changed',
} as const;

export interface PricingSettingsChangedEvent {
  globalMarkup: number;
  vatRatePercent: number;
}
