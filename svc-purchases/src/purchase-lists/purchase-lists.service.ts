import { Injectable } from '@nestjs/common';
import { PURCHASE_PAGE_SIZE, type PurchasePage, type PurchasesByDate } from '@agecheck/contracts';
import { PurchaseListSnapshot } from './purchase-list-snapshot';

/**
 * The back office's purchase lists (back-office spec, sections 2 and 7): all purchases by page, a search and
 * a date range, newest first, from the lists kept in memory (decision 0021).
 */
@Injectable()
export class PurchaseListsService {
  constructor(private readonly snapshot: PurchaseListSnapshot) {}

  async page(page: number): Promise<PurchasePage> {
    return (await this.snapshot.index()).page(page, PURCHASE_PAGE_SIZE);
  }

  async search(term: string, page: number): Promise<PurchasePage> {
    return (await this.snapshot.index()).search(term, page, PURCHASE_PAGE_SIZE);
  }

  async byDate(from: string, to: string): Promise<PurchasesByDate> {
    return (await this.snapshot.index()).byDate(from, to);
  }
}
