/** Request/reply patterns served by the admin (back-office content) service. */
export const AdminPatterns = {
  currentAnnouncement: 'admin.announcements.current',
  subscribeNewsletter: 'admin.newsletter.subscribe',
} as const;

export const AdminEvents = {
  NewsletterSubscribed: 'admin.newsletter.subscribed',
} as const;
