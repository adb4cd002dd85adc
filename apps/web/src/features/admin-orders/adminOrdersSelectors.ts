import { withAdminOrders } from './adminOrdersSlice';

export const selectAdminOrdersList = withAdminOrders((state) => state.adminOrders.list);
export const selectAdminOrderDetail = withAdminOrders((state) => state.adminOrders.detail);
export const selectAdminOperation = withAdminOrders((state) => state.adminOrders.operation);
export const selectAdminCustomers = withAdminOrders((state) => state.adminOrders.customers);
export const selectAdminBespoke = withAdminOrders((state) => state.adminOrders.bespoke);
export const selectAdminAppros = withAdminOrders((state) => state.adminOrders.appros);
export const selectAdminApproForm = withAdminOrders((state) => state.adminOrders.approForm);
export const selectAdminUpdating = withAdminOrders((state) => state.adminOrders.updating);
