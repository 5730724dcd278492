import { useLocation } from 'react-router';
import { areaForPath } from '../areas';
import { AreaRoutes } from './AreaRoutes';
import { NotFoundScreen } from '../../routing/components/NotFoundScreen';

/** Every path the shell does not answer itself: the area that owns it, loaded on first entry. */
export function AreaOutlet() {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  if (!area) return <NotFoundScreen />;
  return <AreaRoutes key={area} area={area} />;
}
