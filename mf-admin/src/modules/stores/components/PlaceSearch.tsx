import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Place, Store } from '@agecheck/contracts';
import { errorMessageKey, IconSearch } from '@agecheck/ui';
import { usePlaces } from '../stores.api';

type Props = { store: Store; chosen: Place | null; onChoose: (place: Place) => void };

/**
 * The place search of the edit dialog (back-office spec, section 2: "place search, store address against
 * place data"): the geocoder's places for a query (the store's address to begin with), each beside the
 * store's address, one to choose. Its position is taken when the store is saved without coordinates.
 */
export function PlaceSearch({ store, chosen, onChoose }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const [query, setQuery] = useState(`${store.street}, ${store.plz} ${store.city}`);
  const [asked, setAsked] = useState<string | undefined>(undefined);
  const places = usePlaces(asked);
  const failed = places.isError ? t(errorMessageKey(places.error), { ns: 'common' }) : null;

  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={t('stores.edit.placeSearch')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setAsked(query.trim() || undefined);
            }
          }}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          leftSection={<IconSearch size={16} />}
          loading={places.isFetching}
          onClick={() => setAsked(query.trim() || undefined)}
        >
          {t('stores.edit.placeSearchButton')}
        </Button>
      </Group>
      {failed ? <Alert color="red">{failed}</Alert> : null}
      {places.data && places.data.places.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stores.edit.noPlaces')}
        </Text>
      ) : null}
      {places.data && places.data.places.length > 0 ? (
        <Table aria-label={t('stores.edit.places')} verticalSpacing={4}>
          <Table.Tbody>
            {places.data.places.map((place) => (
              <Table.Tr key={`${place.label}-${place.latitude}-${place.longitude}`}>
                <Table.Td>{place.label}</Table.Td>
                <Table.Td>
                  {place.latitude.toFixed(5)}, {place.longitude.toFixed(5)}
                </Table.Td>
                <Table.Td w={120}>
                  <Button size="xs" variant="subtle" onClick={() => onChoose(place)}>
                    {t('stores.edit.choose')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {chosen ? (
        <Text size="sm" fw={500}>
          {t('stores.edit.chosenPlace', { label: chosen.label })}
        </Text>
      ) : null}
    </Stack>
  );
}
