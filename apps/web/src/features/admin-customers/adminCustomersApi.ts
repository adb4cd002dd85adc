import type { NewsletterSubscriberView } from '@atelier/contracts/admin';
import type { Paged } from '@atelier/contracts/common';
import type {
  CustomerAccess,
  CustomerDetail,
  CustomerGroupView,
  CustomerListItem,
  CustomerRemovalMode,
  CustomerRemoved,
  CustomerUserView,
  Page,
} from '@atelier/contracts/identity';
import type {
  ApprovalBody,
  CredentialsBody,
  CustomerListQuery,
  CustomerUpdateBody,
  NewUserBody,
  NewsletterSubscriberQuery,
  SettableUserStatus,
  UserListQuery,
} from '../../api/accounts';
import { dataApi, fromApi } from '../../api/baseApi';
import type { ApiEnvelope } from '../../api/types';
import { saveFile } from '../../shared/saveFile';

/** Rows per page of the back-office customer lists (the API allows up to 200). */
export const ADMIN_PAGE_SIZE = 25;
/** How many approved customers the access screen's search offers. */
export const CUSTOMER_SEARCH_LIMIT = 10;

const CUSTOMERS = { type: 'AdminCustomer', id: 'LIST' } as const;
const customer = (id: string) => ({ type: 'AdminCustomer', id }) as const;
const GROUPS = { type: 'CustomerGroup', id: 'LIST' } as const;
const USERS = { type: 'CustomerUser', id: 'LIST' } as const;
const user = (id: string) => ({ type: 'CustomerUser', id }) as const;

/** The trade customers and their storefront users (permission `customers`), in the back-office chunk. */
export const adminCustomersApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /customers/list (pending-users, approved-customer, rejected-users, customer-list). */
    customers: build.query<Page<CustomerListItem>, CustomerListQuery>({
      queryFn: fromApi(async (api, query) => (await api.listCustomers(query)).data),
      providesTags: (page) => [CUSTOMERS, ...(page?.rows ?? []).map((row) => customer(row._id))],
    }),
    customer: build.query<CustomerDetail, string>({
      queryFn: fromApi(async (api, id) => (await api.getCustomer(id)).data),
      providesTags: (_detail, _error, id) => [customer(id)],
    }),
    /** A review moves the customer between the status lists: every list is asked again. */
    approveCustomer: build.mutation<ApiEnvelope<CustomerDetail>, { id: string; body: ApprovalBody }>({
      queryFn: fromApi((api, { id, body }) => api.approveCustomer(id, body)),
      invalidatesTags: (_answer, _error, { id }) => [CUSTOMERS, customer(id)],
    }),
    rejectCustomer: build.mutation<ApiEnvelope<CustomerDetail>, { id: string; reason: string }>({
      queryFn: fromApi((api, { id, reason }) => api.rejectCustomer(id, reason)),
      invalidatesTags: (_answer, _error, { id }) => [CUSTOMERS, customer(id)],
    }),
    /** GET /admin/customer-groups: the tenant's customer groups, by name. */
    customerGroups: build.query<CustomerGroupView[], void>({
      queryFn: fromApi(async (api) => (await api.listCustomerGroups()).data),
      providesTags: [GROUPS],
    }),
    createCustomerGroup: build.mutation<ApiEnvelope<CustomerGroupView>, string>({
      queryFn: fromApi((api, name) => api.createCustomerGroup(name)),
      invalidatesTags: [GROUPS],
    }),
    updateCustomer: build.mutation<ApiEnvelope<CustomerDetail>, { id: string; body: CustomerUpdateBody }>({
      queryFn: fromApi((api, { id, body }) => api.updateCustomer(id, body)),
      // A group's size follows its members.
      invalidatesTags: (_answer, _error, { id }) => [CUSTOMERS, customer(id), GROUPS],
    }),
    /** customer_remove: every customer list and the users' access are asked again. */
    removeCustomer: build.mutation<ApiEnvelope<CustomerRemoved>, { id: string; mode: CustomerRemovalMode }>({
      queryFn: fromApi((api, { id, mode }) => api.removeCustomer(id, mode)),
      invalidatesTags: (_answer, _error, { id }) => [CUSTOMERS, customer(id), USERS],
    }),
    newsletterSubscribers: build.query<Paged<NewsletterSubscriberView>, NewsletterSubscriberQuery>({
      queryFn: fromApi(async (api, query) => (await api.listNewsletterSubscribers(query)).data),
    }),
    /** Downloads the CSV as the server streams it and hands it to the browser (never to the store). */
    exportNewsletterSubscribers: build.mutation<string, string | undefined>({
      queryFn: fromApi(async (api, search) => {
        const file = await api.exportNewsletterSubscribers(search);
        const name = file.filename ?? 'newsletter-subscribers.csv';
        saveFile(file.blob, name);
        return name;
      }),
    }),
    /** GET /customers/{id}/users. */
    customerUsers: build.query<CustomerUserView[], string>({
      queryFn: fromApi(async (api, id) => (await api.getCustomerUsers(id)).data),
      providesTags: (rows = []) => [USERS, ...rows.map((row) => user(row._id))],
    }),
    /** The user is active at once. */
    addCustomerUser: build.mutation<ApiEnvelope<CustomerUserView>, { customerId: string; body: NewUserBody }>(
      {
        queryFn: fromApi((api, { customerId, body }) => api.addCustomerUser(customerId, body)),
        invalidatesTags: (_answer, _error, { customerId }) => [USERS, customer(customerId)],
      },
    ),
    /** POST /customer-users/list (the screens that work on one user start here). */
    customerUserList: build.query<Page<CustomerUserView>, UserListQuery>({
      queryFn: fromApi(async (api, query) => (await api.listCustomerUsers(query)).data),
      providesTags: (page) => [USERS, ...(page?.rows ?? []).map((row) => user(row._id))],
    }),
    /** The user and the customers they may buy for. */
    customerAccess: build.query<CustomerAccess, string>({
      queryFn: fromApi(async (api, userId) => (await api.getCustomerAccess(userId)).data),
      providesTags: (_access, _error, userId) => [user(userId)],
    }),
    /** PUT /customer-users/{userId}/customers: the list replaces the user's customers. */
    setCustomerAccess: build.mutation<ApiEnvelope<CustomerAccess>, { userId: string; customerIds: string[] }>(
      {
        queryFn: fromApi((api, { userId, customerIds }) => api.setCustomerAccess(userId, customerIds)),
        invalidatesTags: (_answer, _error, { userId }) => [user(userId)],
      },
    ),
    /** A storefront user's login email or password; their sessions end at once. */
    updateCredentials: build.mutation<
      ApiEnvelope<CustomerUserView>,
      { userId: string; body: CredentialsBody }
    >({
      queryFn: fromApi((api, { userId, body }) => api.updateCustomerCredentials(userId, body)),
      invalidatesTags: (_answer, _error, { userId }) => [user(userId)],
    }),
    /** Stop or restore a storefront user. */
    setUserStatus: build.mutation<
      ApiEnvelope<CustomerUserView>,
      { userId: string; status: SettableUserStatus }
    >({
      queryFn: fromApi((api, { userId, status }) => api.setCustomerUserStatus(userId, status)),
      invalidatesTags: (_answer, _error, { userId }) => [USERS, user(userId)],
    }),
  }),
});

export const {
  useCustomersQuery,
  useCustomerQuery,
  useApproveCustomerMutation,
  useRejectCustomerMutation,
  useUpdateCustomerMutation,
  useCustomerGroupsQuery,
  useCreateCustomerGroupMutation,
  useCustomerUsersQuery,
  useAddCustomerUserMutation,
  useCustomerUserListQuery,
  useCustomerAccessQuery,
  useSetCustomerAccessMutation,
  useUpdateCredentialsMutation,
  useSetUserStatusMutation,
  useRemoveCustomerMutation,
  useNewsletterSubscribersQuery,
  useExportNewsletterSubscribersMutation,
} = adminCustomersApi;
