import { APPROVAL_FIELDS, REJECTION_FIELDS, toNumber } from '@atelier/contracts/common';
import type { CustomerListItem } from '@atelier/contracts/identity';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CheckboxField, SubmitButton, TextAreaField, TextField } from '../../shared/forms/Fields';
import { useForm } from '../../shared/forms/useForm';
import { FormDialog } from '../../back-office/ui/ConfirmDialog';
import { selectCustomerForm } from './adminCustomersSelectors';
import {
  customerApprovalSubmitted,
  customerFormOpened,
  customerRejectionSubmitted,
} from './adminCustomersSlice';

/** The part of a customer the review dialogs need (a list row or the detail). */
export type ReviewedCustomer = Pick<CustomerListItem, '_id' | 'company' | 'markup' | 'isVatApplicable'>;

/** Approve a pending (or rejected) customer: account number (optional), markup and VAT flag. */
export function ApproveDialog({ customer, onClose }: { customer: ReviewedCustomer; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectCustomerForm('approve'));
  const form = useForm({
    spec: APPROVAL_FIELDS,
    initial: { acNo: '', markup: String(customer.markup), isVatApplicable: customer.isVatApplicable },
    serverErrors: submission.errors,
    onValid: (values) => {
      const markup = toNumber(values.markup);
      if (markup === null || submission.status === 'pending') return;
      const acNo = String(values.acNo).trim();
      dispatch(
        customerApprovalSubmitted({
          id: customer._id,
          body: { ...(acNo ? { acNo } : {}), markup, isVatApplicable: values.isVatApplicable === true },
        }),
      );
    },
  });

  useEffect(() => {
    if (submission.status === 'succeeded') onClose();
  }, [submission.status, onClose]);

  return (
    <FormDialog
      title={t('accounts.admin.customers.approveTitle')}
      intro={t('accounts.admin.customers.approveIntro', { company: customer.company })}
      onClose={onClose}
    >
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <TextField
          form={form}
          name="acNo"
          label={t('accounts.labels.acNo')}
          hint={t('accounts.admin.customers.acNoHint')}
          autoComplete="off"
        />
        <TextField
          form={form}
          name="markup"
          label={t('accounts.labels.markup')}
          hint={t('accounts.form.markupHint')}
          inputMode="decimal"
        />
        <CheckboxField form={form} name="isVatApplicable" label={t('accounts.labels.isVatApplicable')} />
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('accounts.admin.common.cancel')}
          </button>
          <SubmitButton
            pending={submission.status === 'pending'}
            label={t('accounts.admin.customers.approveSubmit')}
            pendingLabel={t('accounts.form.saving')}
          />
        </div>
      </form>
    </FormDialog>
  );
}

/** Reject a pending customer: the reason is required and mailed to the applicant. */
export function RejectDialog({ customer, onClose }: { customer: ReviewedCustomer; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectCustomerForm('reject'));
  const form = useForm({
    spec: REJECTION_FIELDS,
    initial: { reason: '' },
    serverErrors: submission.errors,
    onValid: (values) => {
      if (submission.status === 'pending') return;
      dispatch(customerRejectionSubmitted({ id: customer._id, reason: String(values.reason).trim() }));
    },
  });

  useEffect(() => {
    if (submission.status === 'succeeded') onClose();
  }, [submission.status, onClose]);

  return (
    <FormDialog
      title={t('accounts.admin.customers.rejectTitle')}
      intro={t('accounts.admin.customers.rejectIntro', { company: customer.company })}
      onClose={onClose}
    >
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <TextAreaField form={form} name="reason" label={t('accounts.labels.reason')} rows={4} />
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('accounts.admin.common.cancel')}
          </button>
          <button
            type="submit"
            className="button button--danger"
            aria-busy={submission.status === 'pending' || undefined}
          >
            {t('accounts.admin.customers.rejectSubmit')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}

type OpenDialog = { kind: 'approve' | 'reject'; customer: ReviewedCustomer } | null;

/**
 * The approve and reject dialogs of a screen. Opening one resets the previous outcome first, so a
 * dialog never sees the last approval's success and closes at once.
 */
export function useReviewDialogs(): {
  dialog: ReactNode;
  openApprove: (customer: ReviewedCustomer) => void;
  openReject: (customer: ReviewedCustomer) => void;
} {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = useCallback(() => setOpen(null), []);
  const openApprove = useCallback(
    (customer: ReviewedCustomer) => {
      dispatch(customerFormOpened('approve'));
      setOpen({ kind: 'approve', customer });
    },
    [dispatch],
  );
  const openReject = useCallback(
    (customer: ReviewedCustomer) => {
      dispatch(customerFormOpened('reject'));
      setOpen({ kind: 'reject', customer });
    },
    [dispatch],
  );
  const dialog =
    open === null ? null : open.kind === 'approve' ? (
      <ApproveDialog customer={open.customer} onClose={close} />
    ) : (
      <RejectDialog customer={open.customer} onClose={close} />
    );
  return { dialog, openApprove, openReject };
}
