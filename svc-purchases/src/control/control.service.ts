import { Injectable, Logger } from '@nestjs/common';
import {
  evidenceFilesOf,
  manualChecks,
  purchaseChanges,
  remarksAfterControl,
  reportOf,
  type ControlListQuery,
  type ControlReject,
  type ControlSave,
  type EvidenceHashes,
  type HistoryAction,
  type Page,
  type Purchase,
  type PurchaseHistory,
  type PurchaseInput,
  type PurchaseStamp,
  type PurchaseWarning,
  type Store,
  withAcceptedWarnings,
} from '@agecheck/contracts';
import { Clock, RequestClient, type AuthUser } from '@agecheck/nest-common';
import { PurchasesRepository, type ControlledPurchase } from '../purchases/purchases.repository';
import { PurchasesService, actorOf, storedPurchase } from '../purchases/purchases.service';
import { ControlException } from './control.exception';

/** The purchase as control stores it: remarks only where the spec keeps them (back-office spec, section 5). */
function withControlledRemarks(input: PurchaseInput): PurchaseInput {
  const { remarks: _remarks, ...rest } = input;
  const remarks = remarksAfterControl(input);
  return remarks === undefined ? rest : { ...rest, remarks };
}

/**
 * The control of test purchases (back-office spec, sections 2, 4 and 5; issue 8): the list awaiting
 * control, the control save (the purchase edit rules, the manual-verification rule, done), the rejection of a
 * special reason, and the history with the report as first submitted (docs/decisions/0026-control.md).
 */
@Injectable()
export class ControlService {
  private readonly logger = new Logger(ControlService.name);

  constructor(
    private readonly repository: PurchasesRepository,
    private readonly purchases: PurchasesService,
    private readonly requests: RequestClient,
    private readonly clock: Clock,
  ) {}

  list(query: ControlListQuery): Promise<Page<Purchase>> {
    return this.repository.awaitingControl(query);
  }

  async history(id: string): Promise<PurchaseHistory> {
    const { original, entries } = await this.read(id);
    return { ...(original ? { original } : {}), entries };
  }

  /**
   * Saves a controlled purchase read at `version`: 409 when another save came first. The automatic mode may
   * not save one that needs manual verification; the purchase edit rules must hold (else 400 with the fields).
   */
  async save(user: AuthUser, id: string, body: ControlSave): Promise<Purchase> {
    const controlled = await this.read(id, body.version);
    const existing = controlled.purchase;
    const given = body.purchase ?? reportOf(existing);
    if (given._id !== id) throw new ControlException('CONTROL_ID_MISMATCH');
    if (body.auto && manualChecks(given).length > 0) throw new ControlException('CONTROL_MANUAL_REQUIRED');
    // the warnings the planner accepts are overridden as the tester overrides them (issue 17)
    const input = withAcceptedWarnings(given, body.acceptedWarnings);

    const evaluated = await this.purchases.evaluate(
      withControlledRemarks(input),
      existing.userID,
      existing,
      'control',
    );
    if (evaluated.errors.length > 0)
      throw new ControlException('CONTROL_INVALID', undefined, evaluated.errors);
    const acceptedWarnings = body.acceptedWarnings.filter(
      (warning) => evaluated.warnings.includes(warning) && !given.overriddenWarnings.includes(warning),
    );
    const stamp = this.stampOf(user);
    const purchase: Purchase = {
      ...storedPurchase(evaluated, existing, user, new Date(stamp.at)),
      done: body.done,
      checked: stamp,
    };
    const action: HistoryAction = body.purchase ? 'controlled' : 'markedCorrect';
    await this.write(user, controlled, purchase, evaluated.store, {
      ...stamp,
      action,
      ...(acceptedWarnings.length > 0 ? { acceptedWarnings } : {}),
    });
    return purchase;
  }

  /**
   * Rejects a purchase's special reason: it goes back to its tester without it, as delayed unless complete,
   * with the planner's notice (decision 0026).
   */
  async rejectReason(user: AuthUser, id: string, body: ControlReject): Promise<Purchase> {
    const controlled = await this.read(id, body.version);
    const existing = controlled.purchase;
    const { specialReason, ...report } = reportOf(existing);
    if (!specialReason) throw new ControlException('CONTROL_NO_SPECIAL_REASON');

    const evaluated = await this.purchases.evaluate(report, existing.userID, existing, 'field');
    const stamp = this.stampOf(user);
    const purchase: Purchase = {
      ...storedPurchase(evaluated, existing, user, new Date(stamp.at)),
      done: false,
      reasonRejected: { ...stamp, specialReason, notice: body.notice },
    };
    await this.write(user, controlled, purchase, evaluated.store, {
      ...stamp,
      action: 'reasonRejected',
      notice: body.notice,
    });
    return purchase;
  }

  /** The purchase with what control keeps; 409 when it is no longer at `version`. */
  private async read(id: string, version?: number): Promise<ControlledPurchase> {
    const controlled = await this.repository.findControlled(id);
    if (!controlled) throw new ControlException('CONTROL_NOT_FOUND');
    if (version !== undefined && controlled.purchase.version !== version)
      throw new ControlException('CONTROL_VERSION_CONFLICT');
    return controlled;
  }

  private stampOf(user: AuthUser): PurchaseStamp {
    return { at: this.clock.now().toISOString(), by: actorOf(user) };
  }

  /** Writes the purchase with its history entry (and the report as first submitted, at the first control). */
  private async write(
    user: AuthUser,
    controlled: ControlledPurchase,
    purchase: Purchase,
    store: Store,
    entry: PurchaseStamp & { action: HistoryAction; notice?: string; acceptedWarnings?: PurchaseWarning[] },
  ): Promise<void> {
    const existing = controlled.purchase;
    const original = controlled.original ?? {
      purchase: reportOf(existing),
      version: existing.version,
      keptAt: entry.at,
      evidence: await this.evidenceOf(existing),
    };
    const changes = purchaseChanges(reportOf(existing), reportOf(purchase));
    const saved = await this.repository.saveControlled(
      existing,
      purchase,
      {
        entry: { ...entry, version: purchase.version, done: purchase.done, changes },
        ...(controlled.original ? {} : { original }),
      },
      this.purchases.savedEvents(purchase, store, false, user),
    );
    if (!saved) throw new ControlException('CONTROL_VERSION_CONFLICT');
  }

  /**
   * The sha256 svc-files recorded when each evidence file arrived. Without an answer the original is kept
   * without them (control must not stop because svc-files is away); the log says so.
   */
  private async evidenceOf(purchase: Purchase): Promise<EvidenceHashes> {
    const names = evidenceFilesOf(purchase);
    if (names.length === 0) return [];
    try {
      return await this.requests.request('evidence.hashes', { names });
    } catch (error) {
      this.logger.warn(`no evidence hashes for purchase ${purchase._id}: ${String(error)}`);
      return [];
    }
  }
}
