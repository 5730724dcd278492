import { z } from 'zod';
import { downloadCategorySchema, downloadSchema } from '../files/download.schema';

// The events of the downloads (svc-files, stream PLATFORM, `platform.>`; checklist E.2 "platform.download.*"):
// each carries the whole download or category as stored, so that the protocol shows what changed.
export const DOWNLOAD_EVENT_SUBJECTS = {
  'platform.download.saved': z.object({ download: downloadSchema, created: z.boolean() }),
  'platform.download.deleted': z.object({ download: downloadSchema }),
  'platform.downloadCategory.saved': z.object({ category: downloadCategorySchema, created: z.boolean() }),
  'platform.downloadCategory.deleted': z.object({ category: downloadCategorySchema }),
} as const;
