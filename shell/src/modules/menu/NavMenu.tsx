import { Box, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconLogout, useShell } from '@agecheck/ui';
import { bestMenuLink, menuFor, type MenuLink } from './menu';

type NavMenuProps = { onNavigate: () => void };

/** The side navigation: the menu entries of the user's roles (field-app spec, section 6). */
export function NavMenu({ onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const { user } = useShell();
  const { pathname } = useLocation();
  const menu = menuFor(user.role);
  // one entry is the current one: the best of those the user sees
  const active = bestMenuLink(menu, pathname);
  const isActive = (link: MenuLink) => link.to === active?.to;

  const renderLink = (link: MenuLink) => (
    <NavLink
      key={link.to}
      component={Link}
      to={link.to}
      label={t(link.labelKey)}
      active={isActive(link)}
      aria-current={isActive(link) ? 'page' : undefined}
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
        {menu.map((entry) =>
          entry.kind === 'link' ? (
            renderLink(entry)
          ) : (
            <NavLink
              key={entry.id}
              label={t(entry.labelKey)}
              defaultOpened={entry.links.some(isActive)}
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
