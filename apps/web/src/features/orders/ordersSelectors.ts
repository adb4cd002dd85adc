import type { RootState } from '../../app/store';

export const selectOrdersList = (state: RootState) => state.orders.list;
export const selectOrderDetail = (state: RootState) => state.orders.detail;
export const selectOrderActionPending = (state: RootState) => state.orders.actionPending;
export const selectChangeRequestForm = (state: RootState) => state.orders.changeRequest;
export const selectChangeRequests = (state: RootState) => state.orders.changeRequests;
