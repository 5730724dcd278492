import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useShell } from '@agecheck/ui';
import { TopBar } from './TopBar';
import { NavMenu } from '../../menu/NavMenu';

/**
 * The frame around every screen: the top bar, shown only online; the side navigation from 960 px (the
 * theme's `md`), a drawer behind the burger below; and the screen, faded in unless the user turned
 * transitions off (`settings.doNotShowTrans`, field-app spec, section 2).
 */
export function AppFrame() {
  const { user, online } = useShell();
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const fade = !user.settings.doNotShowTrans;

  return (
    <AppShell
      header={{ height: 56, collapsed: !online }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <NavMenu onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <div key={pathname} className={fade ? 'shell-fade' : undefined} data-testid="screen">
          <Outlet />
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
