import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  IconLogout,
  IconPlus,
  IconSearch,
  IconSettings,
  useShell,
  type DeferredMenuProps,
} from '@agecheck/ui';

/** The top bar's menu: search and new purchase (test buyers), settings, logout. Loaded when first opened. */
export function MoreMenu({ target }: DeferredMenuProps) {
  const { t } = useTranslation();
  const { user } = useShell();
  const buyer = user.role.includes('testkaeufer');
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
  );
}
