import { lazy } from 'react';
import { ActionIcon, Burger, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DeferredMenu, IconDots, IconLanguage } from '@agecheck/ui';
import { MailButton } from '../../mail/MailButton';
import { menuLabelFor } from '../../menu/menu';

const loadLanguageMenu = () =>
  import('../../language/LanguageMenu').then((module) => ({ default: module.LanguageMenu }));
const LanguageMenu = lazy(loadLanguageMenu);
const loadMoreMenu = () => import('./MoreMenu').then((module) => ({ default: module.MoreMenu }));
const MoreMenu = lazy(loadMoreMenu);

type TopBarProps = { navOpened: boolean; onToggleNav: () => void };

/**
 * The top bar (field-app spec, section 2, "Top bar and menu"): title, mailbox with the new-mail count, the
 * language switch, and a menu with search and new purchase (test buyers) and settings. Both menus load their
 * code when first used (DeferredMenu).
 */
export function TopBar({ navOpened, onToggleNav }: TopBarProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = menuLabelFor(pathname) ?? 'app.title';
  const language = i18n.language.toUpperCase();

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
        {/* a long title ('Zurückgestellte Testkäufe') takes two lines on a phone rather than being cut */}
        <Text
          fw={700}
          fz={{ base: 'md', sm: 'lg' }}
          lh={1.2}
          lineClamp={2}
          component="h1"
          m={0}
          data-testid="top-bar-title"
        >
          {t(titleKey)}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <DeferredMenu
          menu={LanguageMenu}
          preload={loadLanguageMenu}
          target={
            <Button
              variant="subtle"
              color="gray"
              size="compact-md"
              leftSection={<IconLanguage size={18} />}
              // The visible code is part of the name (WCAG 2.5.3, label in name): "Sprache: DE".
              aria-label={`${t('lang.label')}: ${language}`}
              data-testid="language-menu"
            >
              {language}
            </Button>
          }
        />
        <MailButton />
        <DeferredMenu
          menu={MoreMenu}
          preload={loadMoreMenu}
          target={
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('topbar.more')}>
              <IconDots />
            </ActionIcon>
          }
        />
      </Group>
    </Group>
  );
}
