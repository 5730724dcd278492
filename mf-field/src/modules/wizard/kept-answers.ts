import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OpenSprintEntries } from '@agecheck/contracts';
import { keepAnswers, type QueryKey } from '@agecheck/outbox';
import { catalogKeys, shopperKeys, useShell } from '@agecheck/ui';
import { openPurchaseKeys } from '../open-purchases/open-purchases.api';
import { purchaseKeys } from '../purchases/purchases.api';
import { fetchStore, storeKeys } from '../stores/stores.api';

/** How long a store of the round fetched ahead stays fresh before the wizard fetches it ahead again. */
const ROUND_STORE_FRESH_MS = 10 * 60_000;

const startsWith = (queryKey: QueryKey, prefix: readonly unknown[]) =>
  prefix.every((part, index) => queryKey[index] === part);

/**
 * The answers the purchase wizard needs to record a purchase without a network (issue 17, item 10): the
 * store, the user's shoppers, the catalogue (articles, categories, instructions), the user's round, the
 * tests at the store (tester protection) and the admin's round check.
 */
export function isWizardAnswer(queryKey: QueryKey): boolean {
  return [
    storeKeys.one(undefined).slice(0, 2),
    shopperKeys.mine(),
    catalogKeys.all,
    openPurchaseKeys.all,
    purchaseKeys.shopperTests(undefined).slice(0, 2),
    purchaseKeys.adminSettings,
  ].some((prefix) => startsWith(queryKey, prefix));
}

/**
 * Keeps on the phone what the wizard needs, refreshed with each answer while online, and hands it to the
 * wizard when it opens without a network; online it also fetches ahead the stores of the user's round, so
 * that any of them can be recorded later offline.
 */
export function useKeptWizardAnswers(): void {
  const queryClient = useQueryClient();
  const { api, user } = useShell();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void keepAnswers(queryClient, { userId: user._id, keep: isWizardAnswer }).then((stopKeeping) => {
      if (stopped) stopKeeping();
      else stop = stopKeeping;
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient, user._id]);

  useEffect(() => {
    if (!navigator.onLine) return;
    const entries = queryClient.getQueryCache().find<OpenSprintEntries>({
      queryKey: openPurchaseKeys.mine(user._id),
    });
    const fetchAhead = (list: OpenSprintEntries | undefined) => {
      for (const storeID of new Set((list ?? []).map((entry) => entry.storeID))) {
        void queryClient.prefetchQuery({
          queryKey: storeKeys.one(storeID),
          queryFn: () => fetchStore(api, storeID),
          staleTime: ROUND_STORE_FRESH_MS,
        });
      }
    };
    if (entries?.state.data) {
      fetchAhead(entries.state.data);
      return;
    }
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual)
        if (startsWith(event.query.queryKey, openPurchaseKeys.mine(user._id)))
          fetchAhead(event.query.state.data as OpenSprintEntries | undefined);
    });
  }, [api, queryClient, user._id]);
}
