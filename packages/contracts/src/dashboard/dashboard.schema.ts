import { z } from 'zod';
import { MAX } from '../common';
import { canAccess } from '../access/access';
import { ROUTES } from '../access/routes';
import { sprintEntrySchema } from '../sprints/sprint.schema';

const count = z.number().int().min(0);

/** A purchase as the dashboard's delayed and completed lists show it (field-app spec, section 2). */
export const dashboardPurchaseSchema = z.object({
  _id: z.string().max(MAX.id),
  date: z.string().max(MAX.name).optional(),
  time: z.string().max(MAX.name).optional(),
  vst: z.string().max(MAX.name),
  name: z.string().max(MAX.name),
  testType: z.string().max(MAX.name).optional(),
});
export type DashboardPurchase = z.infer<typeof dashboardPurchaseSchema>;

/** How many there are, and the newest few. */
export const dashboardPurchaseListSchema = z.object({
  count,
  latest: z.array(dashboardPurchaseSchema).max(MAX.list),
});

/** How many of the newest purchases the dashboard lists per kind. */
export const DASHBOARD_LATEST = 3;

/**
 * The purchases part, answered by svc-purchases: the user's delayed (zurückgestellt) and completed purchases,
 * and, for planners and administrators, the count of purchases waiting for control ("a counter of items to
 * check", field-app spec, section 2).
 */
export const dashboardPurchasesPartSchema = z.object({
  delayed: dashboardPurchaseListSchema.optional(),
  completed: dashboardPurchaseListSchema.optional(),
  toControl: count.optional(),
});
export type DashboardPurchasesPart = z.infer<typeof dashboardPurchasesPartSchema>;

/**
 * The time-tracking part, answered by svc-timetrack for those who review time records (decision 0050): how
 * many records wait for the review (saved complete, not reviewed: R-T16, R-T14 c) and how many are dated in
 * the current month.
 */
export const dashboardTimetrackPartSchema = z.object({
  toReview: count,
  month: count,
});
export type DashboardTimetrackPart = z.infer<typeof dashboardTimetrackPartSchema>;

/**
 * The answer of `GET /api/dashboard/` (field-app spec, sections 2 and 7), composed in the gateway from parts
 * the services answer over NATS. A part the user's roles do not ask for is missing; a part that did not
 * answer in time is missing too and named in `unavailable`, so the screen shows the rest. The nearest stores
 * come from `GET /api/dashboard/geo/...`, not from here.
 */
export const dashboardSchema = z.object({
  /** A test buyer without a stored signature gets the warning. */
  signatureMissing: z.boolean(),
  /** The carousel of open purchases: the user's open round entries. */
  openSprintEntries: z.array(sprintEntrySchema).max(MAX.list).optional(),
  purchases: dashboardPurchasesPartSchema.optional(),
  /** The admin overview's time-tracking card (back-office spec, section 2). */
  timetrack: dashboardTimetrackPartSchema.optional(),
  unavailable: z.array(z.string().max(MAX.name)).max(MAX.list),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** What of the dashboard a user's roles ask for. */
export type DashboardScope = {
  signature: boolean;
  openSprintEntries: boolean;
  ownPurchases: boolean;
  toControl: boolean;
  timetrackCounts: boolean;
};

/**
 * The dashboard parts by role (field-app spec, section 2): "a warning when a testkaeufer has no stored
 * signature", the carousel of open purchases and the delayed and completed lists for test buyers (the
 * field staff with rounds and purchases), "for admin and planung ... a counter of items to check", and "a
 * portalUser without admin role does not load the dashboard data". The admin overview's time-tracking counts
 * go to those who may open the list of all time records (decision 0050).
 */
export function dashboardScopeOf(roles: readonly string[]): DashboardScope {
  const none = {
    signature: false,
    openSprintEntries: false,
    ownPurchases: false,
    toControl: false,
    timetrackCounts: false,
  };
  if (roles.includes('portalUser') && !roles.includes('admin')) return none;
  const buyer = roles.includes('testkaeufer');
  return {
    signature: buyer,
    openSprintEntries: buyer,
    ownPurchases: buyer,
    toControl: canAccess(roles, 'planung'),
    timetrackCounts: canAccess(roles, ROUTES['/admin/timetracks']),
  };
}
