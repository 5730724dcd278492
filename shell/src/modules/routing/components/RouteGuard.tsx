import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canAccess, useShell, type Access } from '@agecheck/ui';

type RouteGuardProps = { access: Access; children: ReactNode };

/** The route guard (field-app spec, section 2): a signed-in user without the required role goes to the dashboard. */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const { user } = useShell();
  if (!canAccess(user.role, access)) return <Navigate to="/dashboard" replace />;
  return children;
}
