import type { RootState } from '../../app/store';

export const selectNewsletterStatus = (state: RootState) => state.newsletter.status;
export const selectNewsletterMessage = (state: RootState) => state.newsletter.message;

/** Green after a successful subscription, red after a refusal, nothing otherwise. */
export const selectNewsletterTone = (state: RootState): 'success' | 'error' | null => {
  if (state.newsletter.status === 'succeeded') return 'success';
  if (state.newsletter.status === 'failed') return 'error';
  return null;
};
