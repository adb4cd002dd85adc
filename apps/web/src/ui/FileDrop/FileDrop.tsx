import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../Button';
import uiStyles from '../ui.module.css';
import styles from './FileDrop.module.css';

/** One file on its way: its share sent (0 to 1) and how it ended. */
export interface FileUpload {
  id: number;
  name: string;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
}

export interface FileDropProps<R> {
  /** The drop zone's visible name (e.g. "Offer images"). */
  label: string;
  hint?: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Sends one file, reporting progress as a fraction; each file is sent on its own. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<R>;
  onUploaded?: (file: File, result: R) => void;
  /** The message to show for a failed file (the server's, usually). */
  describeError?: (error: unknown) => string;
}

/**
 * Drag and drop or the file picker, several files at once, a progress bar per file fed by the upload's
 * progress events.
 */
export function FileDrop<R>({
  label,
  hint,
  accept,
  multiple = true,
  disabled = false,
  upload,
  onUploaded,
  describeError,
}: FileDropProps<R>) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const nextId = useRef(1);

  const patch = (id: number, change: Partial<FileUpload>) =>
    setUploads((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const start = (files: readonly File[]) => {
    if (disabled) return;
    for (const file of multiple ? files : files.slice(0, 1)) {
      const id = nextId.current++;
      setUploads((current) => [...current, { id, name: file.name, progress: 0, status: 'uploading' }]);
      upload(file, (fraction) => patch(id, { progress: Math.min(1, Math.max(0, fraction)) })).then(
        (result) => {
          patch(id, { progress: 1, status: 'done' });
          onUploaded?.(file, result);
        },
        (error: unknown) =>
          patch(id, {
            status: 'failed',
            error: describeError?.(error) ?? t('ui.uploadFailed'),
          }),
      );
    }
  };

  const drop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setOver(false);
    start(Array.from(event.dataTransfer.files));
  };

  return (
    <fieldset
      className={[styles.drop, over ? styles.over : ''].filter(Boolean).join(' ')}
      disabled={disabled}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <legend className={styles.legend}>{label}</legend>
      <input
        id={inputId}
        className={`${uiStyles.visuallyHidden} ${styles.input}`}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          start(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <label htmlFor={inputId} className={`${buttonClass({ variant: 'secondary' })} ${styles.pick}`}>
        <span className={uiStyles.visuallyHidden}>{label}: </span>
        {t('ui.chooseFiles')}
      </label>
      <p className={styles.legend}>{t('ui.dropHere')}</p>
      {hint && (
        <p className={styles.legend} id={hintId}>
          {hint}
        </p>
      )}
      {uploads.length > 0 && (
        <ul className={styles.files}>
          {uploads.map((item) => (
            <li key={item.id} className={styles.file}>
              <span className={styles.name}>{item.name}</span>
              <span className={item.status === 'failed' ? styles.failed : undefined}>
                {item.status === 'failed'
                  ? item.error
                  : item.status === 'done'
                    ? t('ui.uploaded')
                    : `${Math.round(item.progress * 100)}%`}
              </span>
              <progress
                className={styles.bar}
                max={1}
                value={item.progress}
                aria-label={t('ui.uploadProgress', { name: item.name })}
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
