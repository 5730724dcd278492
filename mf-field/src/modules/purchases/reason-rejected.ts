import type { Purchase } from '@agecheck/contracts';

/**
 * Control's rejection of the purchase's special reason that the tester has still to act on (decision 0026):
 * the purchase came back without its special reason, with the planner's notice. Once the tester chooses a
 * special reason again, the earlier rejection is no longer news.
 */
export function pendingRejection(purchase: Purchase): Purchase['reasonRejected'] {
  return purchase.specialReason ? undefined : purchase.reasonRejected;
}
