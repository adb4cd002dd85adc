import { Outlet } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { Logo } from './Logo';
import './layout.css';

/** Minimal pages (admin login): the mark and a centred card, no shop chrome. */
export function AuthOnlyLayout() {
  const localize = useLocalize();
  return (
    <div className="auth-shell">
      <header className="auth-shell__header">
        <Logo to={localize('/')} />
      </header>
      <main className="auth-shell__main" id="main">
        <Outlet />
      </main>
    </div>
  );
}
