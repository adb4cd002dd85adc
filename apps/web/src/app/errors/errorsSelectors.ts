import type { RootState } from '../store';

export const selectChunkReloadSuppressed = (state: RootState) => state.errors.chunkReloadSuppressed;
