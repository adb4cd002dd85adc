import type { AdminDesignImage } from '@atelier/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Select } from '../../ui/Field';
import { Page, Panel, StatusLine } from '../../ui/Page';
import { DesignPicker, useChosenDesign } from './DesignPicker';
import styles from './EditImagesPage.module.css';
import { moveKey } from './imageOrder';
import {
  useDeleteDesignImageMutation,
  useDesignImagesQuery,
  useReorderDesignImagesMutation,
  useUpdateDesignImageMutation,
} from './imagesAdminApi';
import { toShadeId, useShadeOptions } from './useShadeOptions';

/** edit-images: a design's pictures in order; move (drag or buttons), make main, set shade, delete. */
export function EditImagesPage() {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const localize = useLocalize();
  const [designId, choose] = useChosenDesign();
  const view = useDesignImagesQuery(designId ?? '', { skip: designId === null });
  const shadeOptions = useShadeOptions();
  const [reorder, reordering] = useReorderDesignImagesMutation();
  const [update, updating] = useUpdateDesignImageMutation();
  const [remove, removing] = useDeleteDesignImageMutation();
  const [deleting, setDeleting] = useState<AdminDesignImage | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const busy = reordering.isLoading || updating.isLoading || removing.isLoading;
  const images = view.data?.images ?? [];
  const keys = images.map((image) => image.key);

  const run = (change: Promise<unknown>) =>
    change.then(
      () => feedback.succeeded(t('catalogueAdmin.images.saved')),
      (error: unknown) => feedback.failed(error),
    );
  const move = (from: number, to: number) => {
    if (designId === null || from === to || busy) return;
    void run(reorder({ designId, keys: moveKey(keys, from, to) }).unwrap());
  };

  return (
    <Page
      title={t('catalogueAdmin.images.editTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('catalogueAdmin.images.editIntro')}
    >
      <Panel title={t('catalogueAdmin.common.design')}>
        <DesignPicker chosen={designId} onChoose={choose} />
        {designId === null && <StatusLine>{t('catalogueAdmin.common.pickDesign')}</StatusLine>}
        {designId !== null && (
          <Link
            to={localize(
              `/Admin/catalogue-change-log?entityType=design_images&entityId=${encodeURIComponent(designId)}`,
            )}
          >
            {t('catalogueAdmin.images.history')}
          </Link>
        )}
      </Panel>
      {designId !== null && (
        <Panel
          title={view.data ? t('catalogueAdmin.images.listLabel', { design: view.data.design }) : undefined}
        >
          {view.isLoading && <StatusLine>{t('catalogueAdmin.common.loading')}</StatusLine>}
          {view.isError && <p role="alert">{t('catalogueAdmin.common.loadFailed')}</p>}
          {view.data && images.length === 0 && <StatusLine>{t('catalogueAdmin.images.empty')}</StatusLine>}
          {view.data && images.length > 0 && (
            <ol
              className={styles.grid}
              aria-label={t('catalogueAdmin.images.listLabel', { design: view.data.design })}
            >
              {images.map((image, index) => (
                <li
                  key={image.key}
                  className={styles.card}
                  draggable={!busy}
                  data-dragging={dragged === index}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    setDragged(index);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragged !== null) move(dragged, index);
                    setDragged(null);
                  }}
                  aria-label={t('catalogueAdmin.images.position', {
                    position: index + 1,
                    count: images.length,
                  })}
                >
                  <img
                    className={styles.thumb}
                    src={image.widths['200']}
                    srcSet={image.srcset}
                    sizes="11rem"
                    alt={image.file_name}
                    loading="lazy"
                  />
                  <p className={styles.name}>{image.file_name}</p>
                  {image.is_main && <Badge tone="success">{t('catalogueAdmin.images.main')}</Badge>}
                  <Select
                    label={t('catalogueAdmin.common.shade')}
                    options={shadeOptions}
                    value={image.shade_id === null ? '' : String(image.shade_id)}
                    disabled={busy}
                    onChange={(event) =>
                      void run(
                        update({ designId, key: image.key, shadeId: toShadeId(event.target.value) }).unwrap(),
                      )
                    }
                  />
                  <div className={styles.buttons}>
                    <Button
                      size="sm"
                      disabled={busy || index === 0}
                      aria-label={`${t('catalogueAdmin.images.moveUp')}: ${image.file_name}`}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      disabled={busy || index === images.length - 1}
                      aria-label={`${t('catalogueAdmin.images.moveDown')}: ${image.file_name}`}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓
                    </Button>
                    {!image.is_main && (
                      <Button
                        size="sm"
                        disabled={busy}
                        onClick={() => void run(update({ designId, key: image.key, isMain: true }).unwrap())}
                      >
                        {t('catalogueAdmin.images.makeMain')}
                      </Button>
                    )}
                    <Button size="sm" variant="danger" disabled={busy} onClick={() => setDeleting(image)}>
                      {t('catalogueAdmin.common.delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('catalogueAdmin.images.deleteTitle')}
        confirmLabel={t('catalogueAdmin.common.delete')}
        cancelLabel={t('catalogueAdmin.common.cancel')}
        pending={removing.isLoading}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting || designId === null) return;
          setDeleting(null);
          void run(remove({ designId, key: deleting.key }).unwrap());
        }}
      >
        {deleting && <p>{t('catalogueAdmin.images.deleteIntro', { file: deleting.file_name })}</p>}
      </ConfirmDialog>
    </Page>
  );
}
