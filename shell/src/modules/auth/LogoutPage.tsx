import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useShellServices } from '../boot/shell-services';

/** /logout (field-app spec, section 2): signs out at Keycloak and comes back to the login. */
export function LogoutPage() {
  const { session } = useShellServices();
  useEffect(() => {
    void session.logout();
  }, [session]);
  return (
    <Center mih="100vh">
      <Loader />
    </Center>
  );
}
