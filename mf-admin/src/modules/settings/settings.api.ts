import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, AdminSettingsUpdate, GeocodingCounts, JobStarted } from '@agecheck/contracts';
import { useTranslation } from 'react-i18next';
import { notify, useShell } from '@agecheck/ui';

export const settingsKeys = {
  admin: ['adminSettings'] as const,
  geocoding: ['geocodingCounts'] as const,
};

/** `GET api/adminSettings`. */
export function useAdminSettings() {
  const { api } = useShell();
  return useQuery({
    queryKey: settingsKeys.admin,
    queryFn: () => api.get<AdminSettings>('/api/adminSettings'),
  });
}

/** `PUT api/adminSettings` with the settings to change; the answer is the settings as they are now. */
export function useUpdateAdminSettings() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AdminSettingsUpdate) => api.put<AdminSettings>('/api/adminSettings', update),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.admin, settings),
  });
}

/**
 * Saves a change of the settings at once, as the page's switches do: 'Erfolgreich gespeichert!' or the generic
 * error as a toast. `pending` is the change while it is saved (shown in place of the saved values).
 */
export function useSaveAdminSettings() {
  const { t } = useTranslation('common');
  const update = useUpdateAdminSettings();
  const save = (change: AdminSettingsUpdate) =>
    update.mutate(change, {
      onSuccess: () => notify({ color: 'green', message: t('util.saved') }),
      onError: () => notify({ color: 'red', message: t('util.error') }),
    });
  return { save, saving: update.isPending, pending: update.isPending ? update.variables : undefined };
}

/** `GET api/stores/geocode`: how many stores there are and how many lack coordinates. */
export function useGeocodingCounts() {
  const { api } = useShell();
  return useQuery({
    queryKey: settingsKeys.geocoding,
    queryFn: () => api.get<GeocodingCounts>('/api/stores/geocode'),
  });
}

/** `POST api/stores/geocode`: starts the geocoding job; its progress at `GET api/exports/jobs/{id}`. */
export function useStartGeocoding() {
  const { api } = useShell();
  return useMutation({ mutationFn: () => api.post<JobStarted>('/api/stores/geocode', {}) });
}
