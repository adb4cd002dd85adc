/** Request/reply patterns served by the admin (back-office content) service. */
export const AdminPatterns = {
  currentAnnouncement: 'admin.announcements.current',
  subscribeNewsletter: 'admin.newsletter.subscribe',
  /** The back office's global markup and VAT rate; the catalogue prices RRP with them. */
  getPricingSettings: 'admin.settings.get-pricing',
} as const;

export const AdminEvents = {
  NewsletterSubscribed: 'admin.newsletter.subscribed',
} as const;
