import { createAction } from '@reduxjs/toolkit';

/** A variant picker asks for another /page3 URL (the saga replaces the current one). */
export const designVariantChosen = createAction<{ to: string }>('design/designVariantChosen');
