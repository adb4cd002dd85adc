import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiFailure } from '../../api/baseApi';
import { useLocalize } from '../../i18n/useLocalize';
import { buttonClass } from '../../ui/Button';
import { Select } from '../../ui/Field';
import { FileDrop } from '../../ui/FileDrop';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { BulkUpload } from './BulkUpload';
import { DesignPicker, useChosenDesign } from './DesignPicker';
import { progressShare } from './imageOrder';
import { useDesignImagesQuery, useUploadDesignImageMutation } from './imagesAdminApi';
import { toShadeId, useShadeOptions } from './useShadeOptions';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/** The server's sentence for a refused file (it names the file), else a general one. */
function uploadError(error: unknown, fallback: string): string {
  if (!isApiFailure(error)) return fallback;
  return error.errors?.images?.[0] ?? error.message;
}

/** add-images and upload-images: pictures for one design, each file its own request and progress bar. */
function ImagesUploadPage({ bulk }: { bulk: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [designId, choose] = useChosenDesign();
  const [shade, setShade] = useState('');
  const shadeOptions = useShadeOptions();
  const view = useDesignImagesQuery(designId ?? '', { skip: designId === null });
  const [upload] = useUploadDesignImageMutation();
  const title = bulk ? t('catalogueAdmin.images.uploadTitle') : t('catalogueAdmin.images.addTitle');
  return (
    <Page
      title={title}
      titleSuffix={t('meta.adminTitle')}
      intro={bulk ? t('catalogueAdmin.images.uploadIntro') : t('catalogueAdmin.images.addIntro')}
    >
      <Panel title={t('catalogueAdmin.common.design')}>
        <DesignPicker chosen={designId} onChoose={choose} />
        {designId === null && <StatusLine>{t('catalogueAdmin.common.pickDesign')}</StatusLine>}
        {designId !== null && view.isError && <p role="alert">{t('catalogueAdmin.common.loadFailed')}</p>}
        {designId !== null && view.data && (
          <>
            <p>{t('catalogueAdmin.common.chosen', { design: view.data.design })}</p>
            <Select
              label={t('catalogueAdmin.images.shadeLabel')}
              options={shadeOptions}
              value={shade}
              onChange={(event) => setShade(event.target.value)}
            />
            <FileDrop
              key={designId}
              label={t('catalogueAdmin.images.dropLabel', { design: view.data.design })}
              hint={t('catalogueAdmin.images.dropHint')}
              accept={IMAGE_TYPES}
              upload={(file, onProgress) =>
                upload({
                  designId,
                  file,
                  shadeId: toShadeId(shade),
                  onProgress: (progress) => onProgress(progressShare(progress)),
                }).unwrap()
              }
              describeError={(error) => uploadError(error, t('catalogueAdmin.common.loadFailed'))}
            />
            <Link
              className={buttonClass({ variant: 'secondary' })}
              to={localize(`/Admin/edit-images?design=${encodeURIComponent(designId)}`)}
            >
              {t('catalogueAdmin.images.manage')}
            </Link>
          </>
        )}
      </Panel>
      {bulk && <BulkUpload />}
    </Page>
  );
}

export function AddImagesPage() {
  return <ImagesUploadPage bulk={false} />;
}

export function UploadImagesPage() {
  return <ImagesUploadPage bulk />;
}
