import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShell, type DeferredMenuProps } from '@agecheck/ui';
import { speedDialFor } from '../quick-links';

/** The speed dial's menu, loaded when the add button is first tapped (Menu brings floating-ui along). */
export function SpeedDialMenu({ target }: DeferredMenuProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { user } = useShell();
  return (
    <Menu position="top-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {speedDialFor(user.role).map((action) => (
          <Menu.Item key={action.to} onClick={() => void navigate(action.to)}>
            {t(action.labelKey)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
