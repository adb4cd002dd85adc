import { withBespoke } from './bespokeSlice';

export const selectBespokeForm = withBespoke((state) => state.bespoke.form);
