/** Request/reply patterns served by the admin (back-office content) service. */
export const AdminPatterns = {
  currentAnnouncement: 'admin.announcements.current',
  subscribeNewsletter: 'admin.newsletter.subscribe',
  /** The back office's global markup and VAT rate; the catalogue prices RRP with them. */
  getPricingSettings: 'admin.settings.get-pricing',
} as const;

/** Events the admin service publishes: none yet (every event needs a consumer that acts on it). */
export const AdminEvents = {} as const;
