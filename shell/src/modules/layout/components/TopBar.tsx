import { ActionIcon, Burger, Group, Menu, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconDots, IconLogout, IconPlus, IconSearch, IconSettings, useShell } from '@agecheck/ui';
import { MailButton } from '../../mail/MailButton';
import { LanguageMenu } from '../../language/LanguageMenu';
import { menuLabelFor } from '../../menu/menu';

type TopBarProps = { navOpened: boolean; onToggleNav: () => void };

/**
 * The top bar (field-app spec, section 2, "Top bar and menu"): title, mailbox with the new-mail count, the
 * language switch, and a menu with search and new purchase (test buyers) and settings.
 */
export function TopBar({ navOpened, onToggleNav }: TopBarProps) {
  const { t } = useTranslation();
  const { user } = useShell();
  const { pathname } = useLocation();
  const titleKey = menuLabelFor(pathname) ?? 'app.title';
  const buyer = user.role.includes('testkaeufer');

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={t('menu.open')}
        />
        <Text fw={700} size="lg" truncate component="h1" m={0} data-testid="top-bar-title">
          {t(titleKey)}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <LanguageMenu />
        <MailButton />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('topbar.more')}>
              <IconDots />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {buyer ? (
              <>
                <Menu.Item component={Link} to="/search" leftSection={<IconSearch size={16} />}>
                  {t('menu.search')}
                </Menu.Item>
                <Menu.Item component={Link} to="/purchases/detail" leftSection={<IconPlus size={16} />}>
                  {t('menu.newPurchase')}
                </Menu.Item>
              </>
            ) : null}
            <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
              {t('menu.settings')}
            </Menu.Item>
            <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={16} />}>
              {t('menu.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
