import { call, type NoPayload, type Paged } from '@atelier/contracts/common';
import type {
  ListNewsletterSubscribersDto,
  SavePricingSettingsDto,
  SubscribeNewsletterDto,
} from './admin.dto';
import type {
  AnnouncementView,
  NewsletterResult,
  NewsletterSubscriberView,
  PricingSettings,
} from './admin.types';
import { AdminPatterns } from './admin.patterns';

/**
 * The admin service's call map: each request/reply pattern with its request and response types. The
 * gateway and other services call through it (`ServiceClient.call`), the handlers declare it (`@Handles`).
 */
export const AdminApi = {
  currentAnnouncement: call<NoPayload, AnnouncementView | null>(AdminPatterns.currentAnnouncement),
  subscribeNewsletter: call<SubscribeNewsletterDto, NewsletterResult>(AdminPatterns.subscribeNewsletter),
  getPricingSettings: call<NoPayload, PricingSettings>(AdminPatterns.getPricingSettings),
  savePricingSettings: call<SavePricingSettingsDto, PricingSettings>(AdminPatterns.savePricingSettings),
  listNewsletterSubscribers: call<ListNewsletterSubscribersDto, Paged<NewsletterSubscriberView>>(
    AdminPatterns.listNewsletterSubscribers,
  ),
} as const;
