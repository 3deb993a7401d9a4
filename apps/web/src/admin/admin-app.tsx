import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { createAdminQueryClient } from '../lib/query-client';
import { AdminAuthProvider, useAdminAuth } from './auth/admin-auth';
import { AdminLoginPage } from './auth/login-page';
import { AdminShell } from './shell/admin-shell';

function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAdminAuth();
  if (isLoading) return <Spinner fullScreen />;
  if (!isAuthenticated) return <Navigate to={paths.admin.login()} replace />;
  return children;
}

/** /admin/logout: end the session, then back to the sign-in form. */
function AdminLogout() {
  const { signOut } = useAdminAuth();
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate(paths.admin.login(), { replace: true }));
  }, [signOut, navigate]);
  return <Spinner fullScreen />;
}

/** The back office, loaded only under /admin. */
export default function AdminApp() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminAuthProvider>
        <Routes>
          <Route path="login" element={<AdminLoginPage />} />
          <Route path="logout" element={<AdminLogout />} />
          <Route index element={<Navigate to={paths.admin.tab('dashboard')} replace />} />
          <Route
            path=":tab"
            element={
              <RequireAdmin>
                <AdminShell />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<Navigate to={paths.admin.tab('dashboard')} replace />} />
        </Routes>
      </AdminAuthProvider>
    </QueryClientProvider>
  );
}
