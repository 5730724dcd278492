import { Injectable, Logger } from '@nestjs/common';
import { dashboardScopeOf, type Dashboard, type DashboardScope } from '@agecheck/contracts';
import { RequestClient, type AuthUser } from '@agecheck/nest-common';
import { UsersRepository } from '../identity/users.repository';

/** How long the dashboard waits for a service's part before it answers without it. */
export const DASHBOARD_PART_TIMEOUT_MS = 1_500;

type PartContext = { user: AuthUser; scope: DashboardScope; requests: RequestClient };

/** A part of the dashboard a service answers over NATS request/reply. */
type DashboardPart = {
  name: string;
  wanted: (scope: DashboardScope) => boolean;
  fetch: (context: PartContext) => Promise<Partial<Dashboard>>;
};

const timeoutMs = DASHBOARD_PART_TIMEOUT_MS;

/**
 * The parts the services answer. The user's open time entries and online purchases (later issues) join as
 * further entries here, each with its request subject in `packages/contracts/src/events/requests.ts`.
 */
const PARTS: DashboardPart[] = [
  {
    name: 'openSprintEntries',
    wanted: (scope) => scope.openSprintEntries,
    fetch: async ({ user, requests }) => ({
      openSprintEntries: await requests.request(
        'dashboard.openSprintEntries',
        { userID: user.id },
        { timeoutMs },
      ),
    }),
  },
  {
    name: 'purchases',
    wanted: (scope) => scope.ownPurchases || scope.toControl,
    fetch: async ({ user, scope, requests }) => ({
      purchases: await requests.request(
        'dashboard.purchases',
        { userID: user.id, ownPurchases: scope.ownPurchases, toControl: scope.toControl },
        { timeoutMs },
      ),
    }),
  },
  {
    // the admin overview's time-tracking card (decision 0050)
    name: 'timetrack',
    wanted: (scope) => scope.timetrackCounts,
    fetch: async ({ requests }) => ({
      timetrack: await requests.request('dashboard.timetrack', {}, { timeoutMs }),
    }),
  },
];

/**
 * `GET /api/dashboard/` (field-app spec, section 2): the parts the user's roles ask for, asked of the
 * services at once; a part that fails or does not answer in time is left out and named in `unavailable`,
 * so the dashboard always answers. The signature warning comes from the gateway's own user profile.
 */
@Injectable()
export class DashboardService {
  private readonly logger = new Logger(DashboardService.name);

  constructor(
    private readonly requests: RequestClient,
    private readonly users: UsersRepository,
  ) {}

  async dashboard(user: AuthUser): Promise<Dashboard> {
    const scope = dashboardScopeOf(user.roles);
    const wanted = PARTS.filter((part) => part.wanted(scope));
    const [signatureMissing, ...answers] = await Promise.all([
      scope.signature ? this.lacksSignature(user.id) : false,
      ...wanted.map((part) =>
        withTimeout(part.fetch({ user, scope, requests: this.requests }), timeoutMs).catch(
          (error: unknown) => {
            this.logger.warn(`dashboard part ${part.name} left out: ${String(error)}`);
            return undefined;
          },
        ),
      ),
    ]);
    const unavailable = wanted.filter((_part, index) => answers[index] === undefined).map(({ name }) => name);
    return Object.assign({ signatureMissing, unavailable }, ...answers.filter(Boolean)) as Dashboard;
  }

  private async lacksSignature(userID: string): Promise<boolean> {
    const profile = await this.users.findById(userID);
    return !profile?.settings.signature;
  }
}

/** The promise's value, or a rejection once `ms` have passed (whichever comes first). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
