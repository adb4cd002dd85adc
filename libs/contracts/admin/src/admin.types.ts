export interface AnnouncementView {
  text: string;
  status: boolean;
}

/** A duplicate subscription is an expected outcome: `success: false` with a message, not an error. */
export interface NewsletterResult {
  success: boolean;
  messageKey: 'newsletter.subscribed' | 'newsletter.alreadySubscribed';
}

/** Back-office pricing settings (spec sections 1 and 9: "trade cost 2.5 plus VAT"). */
export interface PricingSettings {
  /** Multiplier on trade cost for RRP when no customer (with its own markup) is selected. */
  globalMarkup: number;
  /** VAT rate in percent, added to RRP for VAT-applicable customers. */
  vatRatePercent: number;
}

/** What a tenant without its own settings gets. */
export const DEFAULT_PRICING_SETTINGS: PricingSettings = { globalMarkup: 2.5, vatRatePercent: 20 };

/** A newsletter subscriber as the back office lists and exports them. */
export interface NewsletterSubscriberView {
  id: string;
  name: string;
  email: string;
  subscribedAt: string;
}
