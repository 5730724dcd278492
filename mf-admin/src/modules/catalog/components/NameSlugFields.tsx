import { useState, type ChangeEvent } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@agecheck/contracts';
import { slugFromName } from '../slug';

type InputProps = { onChange: (event: ChangeEvent<HTMLInputElement>) => void };

type Props = {
  /** The input props of `name.de`, `name.fr`, `name.it` and `slug`, errors translated. */
  field: (path: string) => InputProps;
  /** True once the entry is saved: the slug is shown, not edited (back-office spec, section 3). */
  locked: boolean;
  setSlug: (slug: string) => void;
};

/**
 * The names of an article or category in the three interface languages and its slug. Until the admin types
 * a slug of their own, a new entry's slug follows its German name.
 */
export function NameSlugFields({ field, locked, setSlug }: Props) {
  const { t } = useTranslation('admin');
  const [slugTyped, setSlugTyped] = useState(false);
  const slug = field('slug');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {LANGUAGES.map((lang) => {
          const name = field(`name.${lang}`);
          return (
            <TextInput
              key={lang}
              label={t(`catalog.nameIn.${lang}`)}
              withAsterisk
              autoComplete="off"
              {...name}
              onChange={(event) => {
                name.onChange(event);
                if (lang === 'de' && !locked && !slugTyped) setSlug(slugFromName(event.currentTarget.value));
              }}
            />
          );
        })}
      </SimpleGrid>
      <TextInput
        label={t('catalog.slug')}
        description={t(locked ? 'catalog.slugLocked' : 'catalog.slugHint')}
        withAsterisk
        readOnly={locked}
        autoComplete="off"
        {...slug}
        onChange={(event) => {
          setSlugTyped(true);
          slug.onChange(event);
        }}
      />
    </>
  );
}
