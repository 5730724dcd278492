import { lazy } from 'react';
import { ActionIcon, Affix, getDefaultZIndex } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@agecheck/contracts';
import { DeferredMenu, IconPlus } from '@agecheck/ui';
import { speedDialFor } from '../quick-links';

const loadMenu = () => import('./SpeedDialMenu').then((module) => ({ default: module.SpeedDialMenu }));
const SpeedDialMenu = lazy(loadMenu);

/**
 * The dashboard's add button (field-app spec, section 2: "testkaeufer and detektiv get a speed dial"): new
 * purchase, store search, new shopper, new time record, as the user's roles allow. Its menu loads on the
 * first tap, not with the dashboard. It floats over the screen but under the frame (the top bar, the menu
 * drawer the burger opens on a phone), which Mantine's AppShell draws at z-index `app`.
 */
export function SpeedDial({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('field');
  if (speedDialFor(roles).length === 0) return null;
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={getDefaultZIndex('app') - 1}>
      <DeferredMenu
        menu={SpeedDialMenu}
        preload={loadMenu}
        target={
          <ActionIcon size={56} radius="xl" aria-label={t('dashboard.add')} data-testid="speed-dial">
            <IconPlus size={28} />
          </ActionIcon>
        }
      />
    </Affix>
  );
}
