import { useMemo } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useAppDispatch } from '../../app/hooks';
import { isApiFailure, toFailure } from '../../api/baseApi';
import { notificationShown, notifyError } from '../../app/notifications/notificationsSlice';
import type { ServerFieldErrors } from './formMessages';
import { applyServerErrors } from './specForm';

/**
 * What a screen does with a mutation's outcome: the server's success message as the green
 * notification; a refusal's field errors under the form's fields and the rest as the red one.
 */
export function useFormFeedback() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      succeeded(message: string | undefined): void {
        if (message) dispatch(notificationShown({ kind: 'success', text: message }));
      },
      failed<V extends FieldValues>(
        error: unknown,
        form?: { fields: readonly Path<V>[]; setError: UseFormSetError<V> },
      ): void {
        const failure = isApiFailure(error) ? error : toFailure(error);
        const rest = form ? applyServerErrors(failure, form.fields, form.setError) : [failure.message];
        if (rest.length > 0) dispatch(notifyError(rest.join(' ')));
      },
      /**
       * The same for a form on `useForm` (which takes the server's errors as a value): returns the
       * errors of its fields; the rest, or the message when no field has one, is the red notification.
       */
      fieldErrors(error: unknown, fields: readonly string[]): ServerFieldErrors {
        const failure = isApiFailure(error) ? error : toFailure(error);
        const shown: ServerFieldErrors = {};
        const elsewhere: string[] = [];
        for (const [field, messages] of Object.entries(failure.errors ?? {})) {
          if (fields.includes(field)) shown[field] = messages;
          else elsewhere.push(...messages);
        }
        if (Object.keys(shown).length === 0 || elsewhere.length > 0)
          dispatch(notifyError(elsewhere.length > 0 ? elsewhere.join(' ') : failure.message));
        return shown;
      },
    }),
    [dispatch],
  );
}
