import { withBespoke } from './bespokeSlice';

export const selectBespokeList = withBespoke((state) => state.bespoke.list);
export const selectBespokeForm = withBespoke((state) => state.bespoke.form);
export const selectAuthedImage = (path: string) => withBespoke((state) => state.bespoke.images[path]);
