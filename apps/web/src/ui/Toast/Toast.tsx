import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { useTheme } from '../theme';
import styles from './Toast.module.css';

export type ToastTone = 'success' | 'error';

export interface ToastMessage {
  id: number;
  tone: ToastTone;
  message: string;
}

interface ToastApi {
  /** Shows a message; a success fades after `SUCCESS_MS`, an error stays until dismissed. */
  show: (tone: ToastTone, message: string) => void;
}

/** How long a success message stays (errors stay until dismissed, so they can be read). */
export const SUCCESS_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}

/**
 * Holds the toasts of an area and their live region: screen readers hear a success politely and an
 * error at once (role="alert").
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (tone: ToastTone, message: string) => {
      const id = next.current++;
      setToasts((current) => [...current, { id, tone, message }]);
      if (tone === 'success')
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), SUCCESS_MS),
        );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={styles.region} aria-label={t('ui.notifications')} data-theme={theme}>
        <div className={styles.stack} role="status" aria-live="polite">
          {toasts
            .filter((toast) => toast.tone === 'success')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
        </div>
        <div className={styles.stack} role="alert" aria-live="assertive">
          {toasts
            .filter((toast) => toast.tone === 'error')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className={[styles.toast, toast.tone === 'error' ? styles.error : ''].filter(Boolean).join(' ')}>
      <p className={styles.message}>{toast.message}</p>
      <Button variant="ghost" size="sm" onClick={() => onDismiss(toast.id)}>
        {t('ui.dismiss')}
      </Button>
    </div>
  );
}
