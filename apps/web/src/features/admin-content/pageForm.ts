import { CONTENT_PAGE_MAX_LENGTH, CONTENT_TITLE_MAX_LENGTH } from '@atelier/contracts/admin';
import type { FieldSpec } from '@atelier/contracts/common';
import type { FormValues } from '../../shared/forms/formMessages';

/** A footer page in one language, as the server checks it. */
export const PAGE_FIELDS = {
  title: {
    required: true,
    type: 'text',
    rules: [{ rule: 'maxLength', max: CONTENT_TITLE_MAX_LENGTH }, { rule: 'noEmoji' }],
  } satisfies FieldSpec,
  markdown: {
    required: true,
    type: 'text',
    rules: [{ rule: 'maxLength', max: CONTENT_PAGE_MAX_LENGTH }],
  } satisfies FieldSpec,
};

export type PageValues = FormValues<keyof typeof PAGE_FIELDS>;
