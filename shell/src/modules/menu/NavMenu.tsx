import { Box, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconLogout, useShell } from '@agecheck/ui';
import { menuFor, type MenuLink } from './menu';

type NavMenuProps = { onNavigate: () => void };

const isActive = (pathname: string, link: MenuLink) =>
  pathname === link.to || pathname.startsWith(`${link.to}/`);

/** The side navigation: the menu entries of the user's roles (field-app spec, section 6). */
export function NavMenu({ onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const { user } = useShell();
  const { pathname } = useLocation();

  const renderLink = (link: MenuLink) => (
    <NavLink
      key={link.to}
      component={Link}
      to={link.to}
      label={t(link.labelKey)}
      active={isActive(pathname, link)}
      onClick={onNavigate}
    />
  );

  return (
    // Native scrolling: what a phone user knows, and no ScrollArea code (with floating-ui) on the first screen.
    <Box h="100%" style={{ overflowY: 'auto' }}>
      <Stack gap={0} p="xs" component="nav" aria-label={t('menu.open')} data-testid="nav-menu">
        <Text size="sm" c="dimmed" px="sm" pb="xs" truncate>
          {user.name}
        </Text>
        {menuFor(user.role).map((entry) =>
          entry.kind === 'link' ? (
            renderLink(entry)
          ) : (
            <NavLink
              key={entry.id}
              label={t(entry.labelKey)}
              defaultOpened={entry.links.some((link) => isActive(pathname, link))}
              childrenOffset="sm"
            >
              {entry.links.map(renderLink)}
            </NavLink>
          ),
        )}
        <NavLink
          component={Link}
          to="/logout"
          label={t('menu.logout')}
          leftSection={<IconLogout size={16} />}
        />
      </Stack>
    </Box>
  );
}
