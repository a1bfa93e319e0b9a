// Plausibility warnings and image link results as the renderer sees them (docs/plausibility.md).
import { z } from 'zod';
import { WARNING_KINDS } from '../catalog/warning-kinds';

/** The kinds of warning, as the engine names them; the renderer filters and accepts by these. */
export const WarningKindSchema = z.enum(WARNING_KINDS);
export type WarningKindName = z.infer<typeof WarningKindSchema>;

export const WarningViewSchema = z.object({
  sheet: z.string(),
  row: z.number().int(),
  kind: WarningKindSchema,
  /** Catalog key of the field judged. */
  field: z.string(),
  /** In the session's language. */
  message: z.string(),
  /** The one-click fix: fields and the likely intended values; empty when no single value is likely. */
  fix: z.array(z.object({ field: z.string(), value: z.union([z.string(), z.number()]) })),
  /** The user accepted it (for its row or its kind); absent: open. */
  accepted: z.boolean().optional(),
  /** Its row is already on the portal: a fix changes the live listing at the next upload (docs/plausibility.md). */
  onPortal: z.boolean().optional(),
  /** Its row will not be sent (unchanged since its result, done, invalid): Upload does not list it. */
  notSent: z.boolean().optional(),
});
export type WarningView = z.infer<typeof WarningViewSchema>;

/** The review's warnings as they stand after the last edit, and the ones accepted (`accepted`). */
export const SessionWarningsSchema = z.object({
  warnings: z.array(WarningViewSchema),
  warningsTotal: z.number().int(),
  warningBasis: z.string(),
});
export type SessionWarningsView = z.infer<typeof SessionWarningsSchema>;

/** What the error navigator goes through: the rows' problems, the open warnings, or both. */
export const ProblemKindsSchema = z.enum(['errors', 'warnings', 'both']);
export type ProblemKinds = z.infer<typeof ProblemKindsSchema>;

/** At most this many warnings travel with a validation; beyond it `warningsTotal` says how many there are. */
export const MAX_WARNINGS_SHOWN = 5000;

/** An image row whose link the dry run's check found not reachable (docs/plausibility.md, "Image links"). */
export const ImageLinkViewSchema = z.object({
  sheet: z.string(),
  row: z.number().int(),
  url: z.string(),
  outcome: z.enum(['reachable', 'not-found', 'not-an-image', 'too-large', 'too-slow', 'refused', 'not-checked']),
  /** In the session's language. */
  message: z.string(),
});
export type ImageLinkView = z.infer<typeof ImageLinkViewSchema>;

export const ImageCheckSchema = z.object({
  /** Image rows checked (each distinct link fetched once). */
  checked: z.number().int(),
  /** The rows whose link is not reachable, at most 1,000. */
  broken: z.array(ImageLinkViewSchema),
  brokenTotal: z.number().int(),
});
export type ImageCheck = z.infer<typeof ImageCheckSchema>;
