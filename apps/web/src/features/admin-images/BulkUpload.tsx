import type { BulkImageMatch, BulkImageMiss } from '@atelier/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../api/baseApi';
import { FileDrop } from '../../ui/FileDrop';
import { Panel } from '../../ui/Page';
import { Table } from '../../ui/Table';
import { useBulkUploadImageMutation } from './imagesAdminApi';
import { progressShare } from './imageOrder';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/** POST /admin/images/bulk, a file a request: the report lists what was stored where and what was not. */
export function BulkUpload() {
  const { t } = useTranslation();
  const [upload] = useBulkUploadImageMutation();
  const [matched, setMatched] = useState<BulkImageMatch[]>([]);
  const [unmatched, setUnmatched] = useState<BulkImageMiss[]>([]);
  return (
    <Panel title={t('catalogueAdmin.images.bulkTitle')}>
      <p>{t('catalogueAdmin.images.bulkRule')}</p>
      <FileDrop
        label={t('catalogueAdmin.images.bulkDrop')}
        hint={t('catalogueAdmin.images.dropHint')}
        accept={IMAGE_TYPES}
        upload={(file, onProgress) =>
          upload({ file, onProgress: (progress) => onProgress(progressShare(progress)) }).unwrap()
        }
        onUploaded={(_file, result) => {
          setMatched((current) => [...current, ...result.matched]);
          setUnmatched((current) => [...current, ...result.unmatched]);
        }}
        describeError={(error) =>
          isApiFailure(error) ? error.message : t('catalogueAdmin.common.loadFailed')
        }
      />
      <Table
        label={t('catalogueAdmin.images.matched', { count: matched.length })}
        rows={matched}
        rowId={(row) => `${row.file}:${row.key}`}
        columns={[
          { id: 'file', header: t('catalogueAdmin.images.file'), cell: (row) => row.file },
          { id: 'design', header: t('catalogueAdmin.common.design'), cell: (row) => row.design },
        ]}
      />
      <Table
        label={t('catalogueAdmin.images.unmatched', { count: unmatched.length })}
        rows={unmatched}
        rowId={(row) => row.file}
        columns={[
          { id: 'file', header: t('catalogueAdmin.images.file'), cell: (row) => row.file },
          { id: 'reason', header: t('catalogueAdmin.images.reason'), wrap: true, cell: (row) => row.reason },
        ]}
      />
    </Panel>
  );
}
