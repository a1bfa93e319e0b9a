// The contract's undo of a run (docs/undo.md): the request, the per-row report in the UI language.
import { z } from 'zod';

export const UndoRequestSchema = z
  .object({
    runId: z.string().min(1).max(100),
    /** The preview: compare with the portal and report the buckets; nothing is sent. */
    dryRun: z.boolean(),
    /** Delete the listings the run created instead of withdrawing them; must be their number (cannot be undone). */
    deleteCreated: z.number().int().nonnegative().optional(),
  })
  .strict();
export type UndoRequest = z.infer<typeof UndoRequestSchema>;

export const UndoBucketSchema = z.enum(['undone', 'kept', 'not_possible', 'failed']);
export type UndoBucketName = z.infer<typeof UndoBucketSchema>;

export const UndoRowSchema = z.object({
  sheet: z.string(),
  row: z.number().int(),
  serviceId: z.number().int().nullable(),
  /** A listing a sync withdrew: no workbook row, named by its Service ID (and what follows), not sheet and row. */
  syncListing: z.boolean(),
  /** The record's reference (`id.transfer_id`) as the run kept it; null when it kept none (older journals). */
  reference: z.string().nullable(),
  /** A sync-withdrawn listing's address as the portal held it; null otherwise. */
  address: z.string().nullable(),
  /** What the row is: a listing the undo deletes is named in the delete confirmation. */
  resource: z.enum(['seller', 'property', 'seller_image', 'property_image']).nullable(),
  bucket: UndoBucketSchema,
  action: z.enum(['withdraw', 'delete', 'put_back', 'reactivate', 'remove_image', 'none']),
  /** Why, in the UI language; null when the row is simply undone. */
  reason: z.string().nullable(),
  putBack: z.array(z.string()),
  /** Fields changed on the portal since the run: kept; the values as JSON text. */
  kept: z.array(z.object({ key: z.string(), left: z.string(), now: z.string() })),
  notPossible: z.array(z.string()),
});
export type UndoRow = z.infer<typeof UndoRowSchema>;

export const UndoReportSchema = z.object({
  /** The undo's own run (null for the preview): it shows in History and can itself be undone. */
  runId: z.string().nullable(),
  undoes: z.string(),
  dryRun: z.boolean(),
  counts: z.object({
    undone: z.number().int(),
    kept: z.number().int(),
    notPossible: z.number().int(),
    failed: z.number().int(),
  }),
  /** Rows of the run that changed nothing on the portal. */
  untouched: z.number().int(),
  /** Listings the run created, which the undo withdraws or, with `deleteCreated`, deletes: 0 offers no deleting. */
  createdListings: z.number().int(),
  /** Listings the undo would delete (only with `deleteCreated`): the count to confirm. */
  deletes: z.number().int(),
  stoppedEarly: z.string().nullable(),
  rows: z.array(UndoRowSchema),
});
export type UndoReportView = z.infer<typeof UndoReportSchema>;
