import { useContext } from 'react';
import { ShellContext, type ShellContextValue } from './shell-context';

/** The shell context; throws outside the shell (a screen always renders inside it). */
export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the shell');
  return value;
}
