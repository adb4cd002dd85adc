import { useMemo } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useAppDispatch } from '../../app/hooks';
import { isApiFailure, toFailure } from '../../api/baseApi';
import { notificationShown, notifyError } from '../../app/notifications/notificationsSlice';
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
    }),
    [dispatch],
  );
}
