import { call, type NoPayload } from '@atelier/contracts/common';
import type { SubscribeNewsletterDto } from './admin.dto';
import type { AnnouncementView, NewsletterResult, PricingSettings } from './admin.types';
import { AdminPatterns } from './admin.patterns';

/**
 * The admin service's call map: each request/reply pattern with its request and response types. The
 * gateway and other services call through it (`ServiceClient.call`), the handlers declare it (`@Handles`).
 */
export const AdminApi = {
  currentAnnouncement: call<NoPayload, AnnouncementView | null>(AdminPatterns.currentAnnouncement),
  subscribeNewsletter: call<SubscribeNewsletterDto, NewsletterResult>(AdminPatterns.subscribeNewsletter),
  getPricingSettings: call<NoPayload, PricingSettings>(AdminPatterns.getPricingSettings),
} as const;
