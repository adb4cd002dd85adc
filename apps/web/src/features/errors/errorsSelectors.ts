import type { RootState } from '../../app/store';

export const selectChunkReloadSuppressed = (state: RootState) => state.errors.chunkReloadSuppressed;
