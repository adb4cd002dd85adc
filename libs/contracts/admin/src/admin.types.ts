export interface AnnouncementView {
  text: string;
  status: boolean;
}

/** A duplicate subscription is an expected outcome: `success: false` with a message, not an error. */
export interface NewsletterResult {
  success: boolean;
  messageKey: 'newsletter.subscribed' | 'newsletter.alreadySubscribed';
}
