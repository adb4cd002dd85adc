import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPdfDownloading } from './invoicesSelectors';
import { invoicePdfRequested } from './invoicesSlice';

/** "Download PDF": the PDF route needs the token, so the saga fetches it and hands it to the browser. */
export function PdfButton({
  path,
  filename,
  label,
  small = false,
}: {
  path: string;
  filename: string;
  label?: string;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const selector = useMemo(() => selectPdfDownloading(path), [path]);
  const downloading = useAppSelector(selector);
  return (
    <button
      type="button"
      className={`button button--outline${small ? ' button--small' : ''}`}
      disabled={downloading}
      aria-busy={downloading || undefined}
      onClick={() => dispatch(invoicePdfRequested({ path, filename }))}
    >
      {downloading ? t('orders.invoices.downloading') : (label ?? t('orders.invoices.download'))}
    </button>
  );
}
