import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOnline } from '../use-online';
import { useConnectivityWatch } from '../use-connectivity-watch';
import { offlineRedirect } from '../offline-redirect';

/**
 * Field-app spec, section 1: going offline redirects to the offline page, coming back goes to the dashboard;
 * a screen that works offline (the wizard, issue 7) keeps the user.
 */
export function OnlineRedirects() {
  useConnectivityWatch();
  const online = useOnline();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const previous = useRef(online);

  useEffect(() => {
    const wasOnline = previous.current;
    previous.current = online;
    const target = offlineRedirect(online, wasOnline, pathname);
    if (target) void navigate(target, { replace: target === '/dashboard' });
  }, [online, pathname, navigate]);

  return null;
}
