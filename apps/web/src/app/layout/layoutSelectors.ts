import type { RootState } from '../store';
import { isAdminPath, stripLanguagePrefix } from '../../i18n/languages';

export const selectPathname = (state: RootState) => state.layout.pathname;
export const selectAppPath = (state: RootState) => stripLanguagePrefix(state.layout.pathname);
export const selectOnAdminPage = (state: RootState) => isAdminPath(state.layout.pathname);
