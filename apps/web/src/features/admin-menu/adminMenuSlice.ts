import { createAction } from '@reduxjs/toolkit';

/** An admin opened a screen whose permission they do not hold. */
export const adminScreenRefused = createAction('adminMenu/screenRefused');
