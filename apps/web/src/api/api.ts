import type { HttpClient } from './client';
import type {
  AdminPermission,
  Announcement,
  ApiEnvelope,
  ApiMessage,
  CartEntry,
  LoginRequestBody,
  LoginResponse,
  MappedCustomer,
  MenuTopItem,
  NewsletterRequestBody,
  NewsletterResponse,
  UserInfo,
} from './types';

/** Every gateway call the storefront shell makes. Property signatures so they can be passed around unbound. */
export interface Api {
  login: (body: LoginRequestBody) => Promise<LoginResponse>;
  logout: () => Promise<ApiMessage>;
  getUserInfo: () => Promise<ApiEnvelope<UserInfo>>;
  getMappedCustomers: (userId: string) => Promise<ApiEnvelope<MappedCustomer[]>>;
  listAdminPermissions: (id: string) => Promise<ApiEnvelope<{ data: AdminPermission[] }>>;
  getAnnouncement: () => Promise<ApiEnvelope<Announcement | null>>;
  subscribeNewsletter: (body: NewsletterRequestBody) => Promise<NewsletterResponse>;
  getMenu: () => Promise<ApiEnvelope<MenuTopItem[] | { data: MenuTopItem[] }>>;
  getCartList: (userId: string) => Promise<ApiEnvelope<{ data: CartEntry[] }>>;
}

export function createApi(http: HttpClient): Api {
  return {
    login: (body) => http.request('POST', '/users/login', body),
    logout: () => http.request('GET', '/users/logout'),
    getUserInfo: () => http.request('POST', '/users/get-user-info', {}),
    getMappedCustomers: (userId) => http.request('POST', '/users/get-mapped-customers', { userId }),
    listAdminPermissions: (id) => http.request('POST', '/users/list-Admin-Permissions', { id }),
    getAnnouncement: () => http.request('GET', '/announcements'),
    subscribeNewsletter: (body) => http.request('POST', '/newsletter', body),
    getMenu: () => http.request('GET', '/menu'),
    getCartList: (userId) => http.request('GET', `/cartproducts/get-cart-list/${encodeURIComponent(userId)}`),
  };
}
