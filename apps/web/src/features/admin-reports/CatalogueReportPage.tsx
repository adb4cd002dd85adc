import { useTranslation } from 'react-i18next';
import type { CatalogueReport } from '../../api/reports';
import { Page, Panel } from '../../ui/Page';
import { DownloadButtons } from './DownloadButtons';
import { useCatalogueReportMutation } from './reportsApi';

/**
 * /Admin/download-design-report and /download-mapping-reports: the catalogue's reports as CSV or XLSX,
 * streamed by the server, with the bytes received shown while they arrive.
 */
export function CatalogueReportPage({ report }: { report: CatalogueReport }) {
  const { t } = useTranslation();
  const [download] = useCatalogueReportMutation();
  const title = report === 'designs' ? t('reports.download.designTitle') : t('reports.download.mappingTitle');
  return (
    <Page
      title={title}
      titleSuffix={t('meta.adminTitle')}
      intro={report === 'designs' ? t('reports.download.designIntro') : t('reports.download.mappingIntro')}
    >
      <Panel title={t('reports.download.formatsTitle')}>
        <DownloadButtons
          csvLabel={t('reports.download.csv')}
          xlsxLabel={t('reports.download.xlsx')}
          download={(format, onProgress) => download({ query: { report, format }, onProgress }).unwrap()}
        />
      </Panel>
    </Page>
  );
}
