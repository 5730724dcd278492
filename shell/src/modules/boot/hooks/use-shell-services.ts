import { useContext } from 'react';
import { ShellServicesContext, type ShellServices } from '../utils/shell-services';

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices must be used inside the shell');
  return services;
}
