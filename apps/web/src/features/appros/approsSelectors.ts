import { withAppros } from './approsSlice';

export const selectApprosList = withAppros((state) => state.appros.list);
export const selectApproDetail = withAppros((state) => state.appros.detail);
