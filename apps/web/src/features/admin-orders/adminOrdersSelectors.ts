import type { RootState } from '../../app/store';

export const selectAdminOrdersList = (state: RootState) => state.adminOrders.list;
export const selectAdminOrderDetail = (state: RootState) => state.adminOrders.detail;
export const selectAdminOperation = (state: RootState) => state.adminOrders.operation;
export const selectAdminCustomers = (state: RootState) => state.adminOrders.customers;
export const selectAdminChangeRequests = (state: RootState) => state.adminOrders.changeRequests;
export const selectAdminBespoke = (state: RootState) => state.adminOrders.bespoke;
export const selectAdminAppros = (state: RootState) => state.adminOrders.appros;
export const selectAdminApproForm = (state: RootState) => state.adminOrders.approForm;
export const selectAdminInvoices = (state: RootState) => state.adminOrders.invoices;
export const selectAdminUpdating = (state: RootState) => state.adminOrders.updating;
