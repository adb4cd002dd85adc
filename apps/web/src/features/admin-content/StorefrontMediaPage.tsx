import {
  isQrSlot,
  MEDIA_SLOTS,
  type MediaSlot,
  type MediaSlotView,
  type QrSlot,
} from '@atelier/contracts/admin';
import type { FieldSpec } from '@atelier/contracts/common';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../api/baseApi';
import type { FormValues } from '../../shared/forms/formMessages';
import { fieldError, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { FileDrop } from '../../ui/FileDrop';
import { FormLayout, Page, Panel, StatusLine } from '../../ui/Page';
import {
  useContentMediaQuery,
  useRemoveContentMediaMutation,
  useSaveContentMediaLinkMutation,
  useUploadContentMediaMutation,
} from './contentAdminApi';

const LINK_FIELDS = {
  link: {
    required: true,
    type: 'text',
    rules: [{ rule: 'maxLength', max: 255 }, { rule: 'website' }],
  } satisfies FieldSpec,
};
type LinkValues = FormValues<keyof typeof LINK_FIELDS>;
const FIELDS = Object.keys(LINK_FIELDS) as Path<LinkValues>[];

/** The QR popups' pictures and links and the footer's demo videos (files checked by their content). */
export function StorefrontMediaPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useContentMediaQuery();
  return (
    <Page title={t('content.admin.media.title')} intro={t('content.admin.media.intro')}>
      {isLoading && <StatusLine>{t('content.admin.common.loading')}</StatusLine>}
      {isError && <StatusLine>{t('content.admin.common.loadFailed')}</StatusLine>}
      {data &&
        MEDIA_SLOTS.map((slot) => (
          <MediaSlotPanel key={slot} view={data.find((entry) => entry.slot === slot) ?? emptySlot(slot)} />
        ))}
    </Page>
  );
}

/** A file's size in the page's language: kilobytes below a megabyte, else megabytes. */
function fileSize(bytes: number, language: string): string {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mega ? bytes / (1024 * 1024) : bytes / 1024);
}

function emptySlot(slot: MediaSlot): MediaSlotView {
  return { slot, url: null, contentType: null, size: null, link: null, updatedAt: null };
}

function MediaSlotPanel({ view }: { view: MediaSlotView }) {
  const { t, i18n } = useTranslation();
  const titles: Readonly<Record<MediaSlot, string>> = {
    'qr-instagram': t('content.admin.media.instagram'),
    'qr-whatsapp': t('content.admin.media.whatsapp'),
    'video-placing-orders': t('content.admin.media.placingOrders'),
    'video-viewing-orders': t('content.admin.media.viewingOrders'),
  };
  const feedback = useFormFeedback();
  const [upload] = useUploadContentMediaMutation();
  const [remove, removing] = useRemoveContentMediaMutation();
  const qr = isQrSlot(view.slot);

  const removeFile = async () => {
    try {
      const answer = await remove(view.slot).unwrap();
      feedback.succeeded(answer.message);
    } catch (error) {
      feedback.failed(error);
    }
  };

  return (
    <Panel title={titles[view.slot]}>
      {view.url === null ? (
        <p>{t('content.admin.media.none')}</p>
      ) : qr ? (
        <img src={view.url} alt={t('content.admin.media.image')} width="160" height="160" />
      ) : (
        <video src={view.url} controls preload="metadata" width="320" style={{ maxWidth: '100%' }} />
      )}
      {view.url !== null && (
        <p>
          {view.contentType}
          {view.size !== null && ` · ${fileSize(view.size, i18n.language)}`}{' '}
          <Button size="sm" variant="ghost" loading={removing.isLoading} onClick={() => void removeFile()}>
            {t('content.admin.media.remove')}
          </Button>
        </p>
      )}
      <FileDrop
        label={qr ? t('content.admin.media.dropImage') : t('content.admin.media.dropVideo')}
        hint={t('content.admin.media.dropHint')}
        accept={qr ? 'image/png,image/jpeg,image/webp' : 'video/mp4,video/webm'}
        multiple={false}
        upload={(file, onProgress) =>
          upload({
            slot: view.slot,
            file,
            onProgress: (progress) => onProgress(progress.total > 0 ? progress.loaded / progress.total : 0),
          }).unwrap()
        }
        describeError={(error) =>
          isApiFailure(error) ? error.message : t('content.admin.common.loadFailed')
        }
      />
      {isQrSlot(view.slot) && <LinkForm slot={view.slot} link={view.link} />}
    </Panel>
  );
}

function LinkForm({ slot, link }: { slot: QrSlot; link: string | null }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const form = useSpecForm<LinkValues>(LINK_FIELDS, { link: link ?? '' });
  const [save, saving] = useSaveContentMediaLinkMutation();
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save({ slot, link: String(values.link).trim() }).unwrap();
      feedback.succeeded(answer.message ?? t('content.admin.common.saved'));
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });
  return (
    <FormLayout
      onSubmit={(event) => void submit(event)}
      actions={
        <Button type="submit" variant="primary" loading={saving.isLoading}>
          {t('content.admin.media.saveLink')}
        </Button>
      }
    >
      <TextField
        label={t('content.admin.media.link')}
        type="url"
        inputMode="url"
        autoComplete="off"
        {...form.register('link')}
        error={fieldError(form.formState.errors, 'link')}
      />
    </FormLayout>
  );
}
