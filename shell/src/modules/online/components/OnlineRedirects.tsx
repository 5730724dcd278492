import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOnline } from '../use-online';
import { useConnectivityWatch } from '../use-connectivity-watch';

/** Field-app spec, section 1: going offline redirects to the offline page, coming back goes to the dashboard. */
export function OnlineRedirects() {
  useConnectivityWatch();
  const online = useOnline();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const previous = useRef(online);

  useEffect(() => {
    const wasOnline = previous.current;
    previous.current = online;
    if (!online && pathname !== '/offline') void navigate('/offline');
    else if (online && (!wasOnline || pathname === '/offline'))
      void navigate('/dashboard', { replace: true });
  }, [online, pathname, navigate]);

  return null;
}
