import type { RootState } from '../../app/store';

export const selectBespokeList = (state: RootState) => state.bespoke.list;
export const selectBespokeForm = (state: RootState) => state.bespoke.form;
export const selectAuthedImage = (path: string) => (state: RootState) => state.bespoke.images[path];
