export interface AnnouncementView {
  text: string;
  status: boolean;
}

/** A duplicate subscription is an expected outcome: `success: false` with a message, not an error. */
export interface NewsletterResult {
  success: boolean;
  messageKey: 'newsletter.subscribed' | 'newsletter.alreadySubscribed';
}

/** Payload of the `AdminEvents.NewsletterSubscribed` event, published once per new subscription. */
export interface NewsletterSubscribedEvent {
  subscriptionId: string;
  name: string;
  email: string;
}
