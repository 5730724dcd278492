import type { EventEnvelope } from '@agecheck/contracts';
import { databaseOrder, type Implementation } from '@agecheck/nest-common/testing';
import type {
  DownloadItemKind,
  DownloadItems,
  DownloadsRepository,
} from '../src/downloads/downloads.repository';

const isObjectId = (id: string) => /^[0-9a-f]{24}$/i.test(id);
type Item = DownloadItems[DownloadItemKind];

/** The lists' order as the real queries: downloads by name, categories by their German name, ties by id. */
const sortKey = (item: Item) => ('names' in item ? item.names.de : item.name);
const listOrder = (a: Item, b: Item) => databaseOrder(sortKey(a), sortKey(b)) || databaseOrder(a._id, b._id);

/**
 * Downloads and their categories in memory, for unit tests of the downloads service: the same answers as
 * the MongoDB repository, and every event it would have published.
 */
export class InMemoryDownloadsRepository implements Implementation<DownloadsRepository> {
  readonly items: Record<DownloadItemKind, Map<string, Item>> = { download: new Map(), category: new Map() };
  readonly events: EventEnvelope<unknown>[] = [];

  async onModuleInit(): Promise<void> {}

  async list<K extends DownloadItemKind>(kind: K): Promise<DownloadItems[K][]> {
    return [...this.items[kind].values()]
      .sort(listOrder)
      .map((item) => structuredClone(item) as DownloadItems[K]);
  }

  async findById<K extends DownloadItemKind>(kind: K, id: string): Promise<DownloadItems[K] | undefined> {
    const item = this.items[kind].get(id.toLowerCase());
    return item && (structuredClone(item) as DownloadItems[K]);
  }

  async categoryInUse(categoryID: string): Promise<boolean> {
    return [...this.items.download.values()].some(
      (item) => 'category' in item && item.category === categoryID,
    );
  }

  async save<K extends DownloadItemKind>(
    kind: K,
    item: DownloadItems[K],
    event: EventEnvelope<unknown>,
    created: boolean,
  ): Promise<boolean> {
    if (!isObjectId(item._id) || (!created && !this.items[kind].has(item._id))) return false;
    this.items[kind].set(item._id, structuredClone(item));
    this.events.push(event);
    return true;
  }

  async remove(kind: DownloadItemKind, id: string, event: EventEnvelope<unknown>): Promise<boolean> {
    if (!this.items[kind].delete(id)) return false;
    this.events.push(event);
    return true;
  }
}
