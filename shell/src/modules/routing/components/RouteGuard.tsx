import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canAccess, routeAccess } from '@agecheck/contracts';
import { useShell } from '@agecheck/ui';

type RouteGuardProps = { path: string; children: ReactNode };

/**
 * The route guard (field-app spec, section 2): a signed-in user who may not open the screen (the access
 * table `ROUTES`; a path missing from it is open to nobody) goes to the dashboard.
 */
export function RouteGuard({ path, children }: RouteGuardProps) {
  const { user } = useShell();
  if (!canAccess(user.role, routeAccess(path))) return <Navigate to="/dashboard" replace />;
  return children;
}
