import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@agecheck/contracts';
import { type DeferredMenuProps, notify, useShell } from '@agecheck/ui';

/** The language switch of the top bar (only the shell changes the language). Loaded when first opened. */
export function LanguageMenu({ target }: DeferredMenuProps) {
  const { t, i18n } = useTranslation();
  const { setLanguage } = useShell();

  const choose = (language: Language) => {
    setLanguage(language).catch(() => notify({ color: 'red', message: t('util.error') }));
  };

  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
