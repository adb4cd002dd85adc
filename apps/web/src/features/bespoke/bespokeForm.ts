import { checkForm, type FieldIssue, type FormSpec, type LanguageCode } from '@atelier/contracts/common';
import {
  BESPOKE_IMAGE_EXTENSIONS,
  BESPOKE_IMAGE_MAX_BYTES,
  MAX_LINE_QUANTITY,
} from '@atelier/contracts/orders';
import type { BespokeOrderFields } from '../../api/orders';
import { issueMessage } from '../../shared/forms/formMessages';

export type BespokeField = keyof BespokeOrderFields | 'image';
export type BespokeValues = Required<BespokeOrderFields>;

export const EMPTY_BESPOKE: BespokeValues = {
  description: '',
  designReference: '',
  metal: '',
  karat: '',
  size: '',
  quantity: '1',
  budget: '',
  requiredBy: '',
  notes: '',
};

export const BESPOKE_FIELD_NAMES: readonly BespokeField[] = [
  ...Object.keys(EMPTY_BESPOKE),
  'image',
] as BespokeField[];

const text = (max: number, required = false) =>
  ({ required, type: 'text', rules: [{ rule: 'maxLength', max }, { rule: 'noEmoji' }] }) as const;

/**
 * The bespoke form's rules: a copy of CreateBespokeDto's (libs/contracts/orders/src/orders.dto.ts, which
 * holds Nest DTO classes and cannot be bundled). Keep them in step.
 */
export const BESPOKE_FIELDS: FormSpec = {
  description: text(1000, true),
  designReference: text(50),
  metal: text(50),
  karat: text(20),
  size: text(20),
  quantity: {
    required: true,
    type: 'number',
    rules: [{ rule: 'integerBetween', min: 1, max: MAX_LINE_QUANTITY }],
  },
  budget: {
    type: 'number',
    rules: [
      { rule: 'between', min: 0, max: 10_000_000 },
      { rule: 'maxDecimals', places: 2, key: 'validation.moneyDecimals' },
    ],
  },
  notes: text(1000),
};

/** What the file input accepts (spec §5: png, jpg, jpeg or jfif). */
export const IMAGE_ACCEPT = BESPOKE_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const IMAGE_NAME = new RegExp(`\\.(${BESPOKE_IMAGE_EXTENSIONS.join('|')})$`, 'i');
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/pjpeg', 'image/jfif']);

/** Megabytes in the "may not be larger than" message. */
export const IMAGE_MAX_MB = BESPOKE_IMAGE_MAX_BYTES / (1024 * 1024);

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/**
 * The image's checks before it is sent, mirroring the server's (which also reads the content): one file,
 * named png, jpg, jpeg or jfif with a PNG or JPEG type (when the browser knows it), at most 10 MB.
 */
export function imageIssue(file: PickedFile | null): FieldIssue | null {
  if (!file) return { key: 'orders.upload.required' };
  if (!IMAGE_NAME.test(file.name) || (file.type !== '' && !IMAGE_TYPES.has(file.type.toLowerCase())))
    return { key: 'orders.upload.type' };
  if (file.size > BESPOKE_IMAGE_MAX_BYTES)
    return { key: 'orders.upload.tooLarge', params: { max: IMAGE_MAX_MB } };
  return null;
}

/** Every message of the form in the page's language, worded as the server words them. */
export function bespokeMessages(
  values: BespokeValues,
  file: PickedFile | null,
  language: LanguageCode,
  localName?: (field: BespokeField) => string,
): Partial<Record<BespokeField, string[]>> {
  const messages: Partial<Record<BespokeField, string[]>> = {};
  for (const [field, issues] of Object.entries(checkForm(BESPOKE_FIELDS, values)) as Array<
    [BespokeField, FieldIssue[]]
  >) {
    messages[field] = issues.map((issue) => issueMessage(language, field, issue, localName?.(field)));
  }
  const image = imageIssue(file);
  if (image) messages.image = [issueMessage(language, 'image', image, localName?.('image'))];
  return messages;
}

/** The text fields that were filled in, trimmed (empty optional fields are not sent). */
export function bespokeFields(values: BespokeValues): BespokeOrderFields {
  const fields: BespokeOrderFields = {
    description: values.description.trim(),
    quantity: values.quantity.trim(),
  };
  for (const key of ['designReference', 'metal', 'karat', 'size', 'budget', 'requiredBy', 'notes'] as const) {
    const value = values[key].trim();
    if (value) fields[key] = value;
  }
  return fields;
}

/** The multipart body: the text fields, then the file in `image`. */
export function bespokeFormData(fields: BespokeOrderFields, image: Blob, filename: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') form.append(key, value);
  form.append('image', image, filename);
  return form;
}

/** The first bytes of a file (enough for the PNG and JPEG signatures). */
export function readFileHead(file: Blob, length = 16): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array());
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}
