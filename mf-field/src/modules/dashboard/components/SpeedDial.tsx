import { ActionIcon, Affix, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Role } from '@agecheck/contracts';
import { IconPlus } from '@agecheck/ui';
import { speedDialFor } from '../quick-links';

/**
 * The dashboard's add button (field-app spec, section 2: "testkaeufer and detektiv get a speed dial"): new
 * purchase, store search, new shopper, new time record, as the user's roles allow.
 */
export function SpeedDial({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation(['field', 'common']);
  const navigate = useNavigate();
  const actions = speedDialFor(roles);
  if (actions.length === 0) return null;
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Menu position="top-end" withinPortal>
        <Menu.Target>
          <ActionIcon size={56} radius="xl" aria-label={t('field:dashboard.add')} data-testid="speed-dial">
            <IconPlus size={28} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((action) => (
            <Menu.Item key={action.to} onClick={() => void navigate(action.to)}>
              {t(`common:${action.labelKey}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Affix>
  );
}
