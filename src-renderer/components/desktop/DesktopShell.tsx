import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { platform } from '../../lib/platform';
import { OfflineBanner } from '../offline/OfflineBanner';

/**
 * What only the desktop app's frame has: the offline banner, and showing the routes the host
 * asks for (a `dfa://` link, a menu item, a clicked notification).
 */
export default function DesktopShell() {
  const navigate = useNavigate();
  useEffect(() => platform.onNavigate?.((route) => void navigate(route)), [navigate]);
  return <OfflineBanner />;
}
