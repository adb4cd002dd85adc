import { APPROVAL_FIELDS, REJECTION_FIELDS, toNumber } from '@atelier/contracts/common';
import type { CustomerListItem } from '@atelier/contracts/identity';
import { useCallback, useState, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '../../shared/forms/formMessages';
import { fieldError, useAccountFieldName, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Dialog, FormDialog } from '../../ui/Dialog';
import { Checkbox, Textarea, TextField } from '../../ui/Field';
import { FormLayout } from '../../ui/Page';
import { useApproveCustomerMutation, useRejectCustomerMutation } from './adminCustomersApi';

/** The part of a customer the review dialogs need (a list row or the detail). */
export type ReviewedCustomer = Pick<
  CustomerListItem,
  '_id' | 'company' | 'acNo' | 'markup' | 'isVatApplicable'
>;

type ApprovalValues = FormValues<keyof typeof APPROVAL_FIELDS>;
type RejectionValues = FormValues<keyof typeof REJECTION_FIELDS>;
const APPROVAL_NAMES = Object.keys(APPROVAL_FIELDS) as Path<ApprovalValues>[];
const REJECTION_NAMES = Object.keys(REJECTION_FIELDS) as Path<RejectionValues>[];

/**
 * Approve a pending (or rejected) customer: account number (optional; the one Sellease opened for the
 * registration is filled in), markup and VAT flag.
 */
export function ApproveDialog({ customer, onClose }: { customer: ReviewedCustomer; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [approve, { isLoading }] = useApproveCustomerMutation();
  const form = useSpecForm<ApprovalValues>(
    APPROVAL_FIELDS,
    { acNo: customer.acNo ?? '', markup: String(customer.markup), isVatApplicable: customer.isVatApplicable },
    useAccountFieldName(),
  );
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const markup = toNumber(values.markup);
    if (markup === null || isLoading) return;
    const acNo = String(values.acNo).trim();
    const body = { ...(acNo ? { acNo } : {}), markup, isVatApplicable: values.isVatApplicable === true };
    try {
      const answer = await approve({ id: customer._id, body }).unwrap();
      feedback.succeeded(answer.message);
      onClose();
    } catch (error) {
      feedback.failed(error, { fields: APPROVAL_NAMES, setError: form.setError });
    }
  });

  return (
    <FormDialog
      title={t('accounts.admin.customers.approveTitle')}
      description={t('accounts.admin.customers.approveIntro', { company: customer.company })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      saving={isLoading}
      cancelLabel={t('accounts.admin.common.cancel')}
      saveLabel={t('accounts.admin.customers.approveSubmit')}
    >
      <TextField
        label={t('accounts.labels.acNo')}
        hint={t('accounts.admin.customers.acNoHint')}
        autoComplete="off"
        {...form.register('acNo')}
        error={fieldError(errors, 'acNo')}
      />
      <TextField
        label={t('accounts.labels.markup')}
        hint={t('accounts.form.markupHint')}
        inputMode="decimal"
        required
        {...form.register('markup')}
        error={fieldError(errors, 'markup')}
      />
      <Checkbox
        label={t('accounts.labels.isVatApplicable')}
        {...form.register('isVatApplicable')}
        error={fieldError(errors, 'isVatApplicable')}
      />
    </FormDialog>
  );
}

/** Reject a pending customer: the reason is required and mailed to the applicant. */
export function RejectDialog({ customer, onClose }: { customer: ReviewedCustomer; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const [reject, { isLoading }] = useRejectCustomerMutation();
  const form = useSpecForm<RejectionValues>(REJECTION_FIELDS, { reason: '' }, useAccountFieldName());
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (isLoading) return;
    try {
      const answer = await reject({ id: customer._id, reason: String(values.reason).trim() }).unwrap();
      feedback.succeeded(answer.message);
      onClose();
    } catch (error) {
      feedback.failed(error, { fields: REJECTION_NAMES, setError: form.setError });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('accounts.admin.customers.rejectTitle')}
      description={t('accounts.admin.customers.rejectIntro', { company: customer.company })}
    >
      <FormLayout
        onSubmit={(event) => void submit(event)}
        actions={
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('accounts.admin.common.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={isLoading}>
              {t('accounts.admin.customers.rejectSubmit')}
            </Button>
          </>
        }
      >
        <Textarea
          label={t('accounts.labels.reason')}
          rows={4}
          required
          {...form.register('reason')}
          error={fieldError(errors, 'reason')}
        />
      </FormLayout>
    </Dialog>
  );
}

type OpenDialog = { kind: 'approve' | 'reject'; customer: ReviewedCustomer } | null;

/** The approve and reject dialogs of a screen. */
export function useReviewDialogs(): {
  dialog: ReactNode;
  openApprove: (customer: ReviewedCustomer) => void;
  openReject: (customer: ReviewedCustomer) => void;
} {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = useCallback(() => setOpen(null), []);
  const openApprove = useCallback((customer: ReviewedCustomer) => setOpen({ kind: 'approve', customer }), []);
  const openReject = useCallback((customer: ReviewedCustomer) => setOpen({ kind: 'reject', customer }), []);
  const dialog =
    open === null ? null : open.kind === 'approve' ? (
      <ApproveDialog customer={open.customer} onClose={close} />
    ) : (
      <RejectDialog customer={open.customer} onClose={close} />
    );
  return { dialog, openApprove, openReject };
}
