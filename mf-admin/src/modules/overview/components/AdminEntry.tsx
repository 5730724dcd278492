import { Navigate } from 'react-router';

/** /admin (back-office spec, section 2, "Admin entry"): leads to the overview. */
export function AdminEntry() {
  return <Navigate to="/admin/overview" replace />;
}
