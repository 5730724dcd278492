import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@agecheck/contracts';
import { IconLanguage, useShell } from '@agecheck/ui';

/** The language switch of the top bar (only the shell changes the language). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { setLanguage } = useShell();

  const choose = (language: Language) => {
    setLanguage(language).catch(() => notifications.show({ color: 'red', message: t('util.error') }));
  };

  const current = i18n.language.toUpperCase();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} />}
          // The visible code is part of the name (WCAG 2.5.3, label in name): "Sprache: DE".
          aria-label={`${t('lang.label')}: ${current}`}
          data-testid="language-menu"
        >
          {current}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            onClick={() => choose(language)}
            fw={language === i18n.language ? 700 : undefined}
          >
            {t(`lang.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
