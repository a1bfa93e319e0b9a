// The one typed contract between the app's Node side (Electron main or the browser host) and the renderer.
// Every argument and result has a zod schema; both sides validate what crosses, and the renderer knows only this.
import { z } from 'zod';
import { UndoReportSchema, UndoRequestSchema } from './contract-undo';
import type { PropertyType } from '../catalog';
import { PROPERTY_TYPES } from '../catalog';
import type { EventName, MethodName } from './contract-methods';
import {
  ImageCheckSchema,
  MAX_WARNINGS_SHOWN,
  ProblemKindsSchema,
  SessionWarningsSchema,
  WarningKindSchema,
  WarningViewSchema,
} from './contract-warnings';
export type { ProblemKinds } from './contract-warnings';

// ---------- shared shapes ----------

export const LanguageSchema = z.enum(['en', 'hu']);
export type Language = z.infer<typeof LanguageSchema>;

export const AppErrorSchema = z.object({
  /** Stable code the renderer can branch on; `message` is for the person. */
  code: z.enum([
    'invalid_request',
    'forbidden',
    'not_found',
    'unsupported',
    'no_session',
    'no_workbook',
    'bad_workbook',
    'connection_failed',
    'auth_failed',
    'busy',
    'cancelled',
    'fault_budget',
    'internal',
    /**
     * The services' worker stopped unexpectedly and was started again; the call's work was lost (docs/performance.md,
     * "Engine off the main thread").
     */
    'engine_restarted',
  ]),
  message: z.string(),
});
export type AppError = z.infer<typeof AppErrorSchema>;

const Empty = z.object({}).strict();
const Nothing = z.null();

export const ProfileKindSchema = z.enum(['sandbox', 'test', 'production']);
export type ProfileKind = z.infer<typeof ProfileKindSchema>;

export const ProfileSchema = z.object({
  id: z.string().min(1).max(64),
  kind: ProfileKindSchema,
  name: z.string().min(1).max(80),
  /** Base URL ending in `/api/json/v3`; empty for the built-in sandbox until it has started. */
  baseUrl: z.string().max(500),
  user: z.string().max(128),
  /** Whether a password is stored; the password itself never reaches the renderer. */
  hasPassword: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileInputSchema = z.object({
  id: z.string().min(1).max(64).optional(),
  kind: z.enum(['test', 'production']),
  name: z.string().trim().min(1).max(80),
  baseUrl: z.string().trim().min(1).max(500),
  user: z.string().trim().min(1).max(128),
  /** Only sent when the user typed a new one; omitted keeps the stored password. */
  password: z.string().min(1).max(512).optional(),
});
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

/**
 * A connection the form holds, checked before it is saved; nothing of it is stored (docs/security.md, "The JSON
 * password").
 */
export const UnsavedConnectionSchema = z
  .object({
    baseUrl: z.string().trim().min(1).max(500),
    user: z.string().trim().min(1).max(128),
    /** Omitted for a profile being edited: its stored password is checked, at its saved address only. */
    password: z.string().min(1).max(512).optional(),
    /** The profile the form edits, whose stored password stands in for one not typed. */
    profileId: z.string().min(1).max(64).optional(),
    /** An office to check too: visible to the user and active, as `connect` requires. */
    officeId: z.number().int().min(1).optional(),
  })
  .strict()
  .refine((c) => c.password !== undefined || c.profileId !== undefined, {
    message: 'a password, or the profile whose stored password to check',
    path: ['password'],
  });
export type UnsavedConnection = z.infer<typeof UnsavedConnectionSchema>;

export const OfficeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['active', 'inactive']),
});
export type Office = z.infer<typeof OfficeSchema>;

/** What a connection check found: the address it reached and the offices the user sees there. */
export const ConnectionCheckSchema = z.object({ baseUrl: z.string(), offices: z.array(OfficeSchema) });
export type ConnectionCheck = z.infer<typeof ConnectionCheckSchema>;

export const ConnectionSchema = z.object({
  profileId: z.string(),
  profileName: z.string(),
  baseUrl: z.string(),
  user: z.string(),
  officeId: z.number().int(),
  officeName: z.string(),
});
export type Connection = z.infer<typeof ConnectionSchema>;

export const SheetRoleSchema = z.enum(['properties', 'sellers', 'property_images', 'seller_images']);
export type SheetRoleName = z.infer<typeof SheetRoleSchema>;

export const PropertyTypeSchema = z.enum(PROPERTY_TYPES as [PropertyType, ...PropertyType[]]);

export const WorkbookFileSchema = z.discriminatedUnion('kind', [
  /** A path chosen in a native dialog, dropped on the window or taken from the recent files (Electron). */
  z.object({ kind: z.literal('path'), path: z.string().min(1).max(4096) }),
  /** A file the browser uploaded to the browser host. */
  z.object({ kind: z.literal('upload'), uploadId: z.string().regex(/^[a-f0-9]{32}$/) }),
  /** A workbook `exportWorkbook` wrote, opened for editing (docs/round-trip.md). */
  z.object({ kind: z.literal('export'), exportId: z.string().regex(/^[a-f0-9]{32}$/) }),
]);
export type WorkbookFile = z.infer<typeof WorkbookFileSchema>;

export const SheetSummarySchema = z.object({
  name: z.string(),
  hidden: z.boolean(),
  rowCount: z.number().int(),
  /** Role recognised from the sheet's name, or null. */
  role: SheetRoleSchema.nullable(),
  headerRow: z.number().int().min(1),
  /** Property type its name gives (`Eladó lakások`), for rows without one if the sheet is imported as properties. */
  defaultPropertyType: PropertyTypeSchema.nullable(),
  /** First rows (up to 8) as text, so the user can confirm the header row. */
  preview: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()) })),
});
export type SheetSummary = z.infer<typeof SheetSummarySchema>;

export const WorkbookInfoSchema = z.object({
  fileName: z.string(),
  format: z.enum(['xlsx', 'csv']),
  sheets: z.array(SheetSummarySchema),
  /** Sheets the workbook lists but that are not read (chart, macro, dialog sheets), with why, in the UI language. */
  skippedSheets: z.array(z.object({ name: z.string(), hidden: z.boolean(), reason: z.string() })).optional(),
  /** What the header rows hide (two columns of the same header, one left out), in the UI language. */
  warnings: z.array(z.object({ sheet: z.string(), text: z.string() })).optional(),
});
export type WorkbookInfo = z.infer<typeof WorkbookInfoSchema>;

export const RecentFileSchema = z.object({ path: z.string(), name: z.string(), openedAt: z.string() });
export type RecentFile = z.infer<typeof RecentFileSchema>;

export const SheetChoiceSchema = z.object({
  name: z.string().min(1).max(200),
  /** null: the sheet is not imported. */
  role: SheetRoleSchema.nullable(),
  headerRow: z.number().int().min(1).max(1000),
  /** The user's property type for rows without one (null: none); omitted lets the sheet name or a template decide. */
  defaultPropertyType: PropertyTypeSchema.nullable().optional(),
});
export type SheetChoice = z.infer<typeof SheetChoiceSchema>;

/** `values`: proposed because its values are what another sheet refers to (the sellers' ID). */
export const MatchSourceSchema = z.enum(['key', 'label', 'synonym', 'fuzzy', 'template', 'user', 'values', 'none']);

export const MappedColumnSchema = z.object({
  index: z.number().int().min(0),
  column: z.string(),
  header: z.string(),
  samples: z.array(z.string()),
  field: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  source: MatchSourceSchema,
});
export type MappedColumn = z.infer<typeof MappedColumnSchema>;

export const SheetMappingViewSchema = z.object({
  sheet: z.string(),
  role: SheetRoleSchema,
  headerRow: z.number().int(),
  columns: z.array(MappedColumnSchema),
  /** Property type for rows without one (properties sheets; null: none). */
  defaultPropertyType: PropertyTypeSchema.nullable(),
  /** Fields required on create that no column maps. */
  missingRequired: z.array(z.string()),
  /**
   * Properties sheets whose seller references nothing identifies: a sellers sheet is imported but none of its columns
   * is the sellers' ID. Blocks the next step until it is mapped.
   */
  unlinked: z.object({ sellersSheet: z.string(), count: z.number().int(), refs: z.array(z.string()) }).nullable(),
  /** Office defaults (currency from the price, monthly rent) are applied to this sheet's rows. */
  defaults: z.boolean(),
});
export type SheetMappingView = z.infer<typeof SheetMappingViewSchema>;

export const MappingViewSchema = z.object({ sheets: z.array(SheetMappingViewSchema) });
export type MappingView = z.infer<typeof MappingViewSchema>;

export const ColumnChoiceSchema = z.object({
  sheet: z.string().min(1).max(200),
  index: z.number().int().min(0).max(16383),
  /** Catalog key or null to skip the column. */
  field: z.string().max(120).nullable(),
});
export type ColumnChoice = z.infer<typeof ColumnChoiceSchema>;

export const TemplateNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[\p{L}\p{N} _.-]+$/u, 'letters, digits, space, _ . - only');

export const ValueEntrySchema = z.object({
  raw: z.string(),
  count: z.number().int(),
  /** The code it maps to, or null when unmatched. */
  code: z.string().nullable(),
  /** Where the match came from: the spec code, a word, the user, a word the office mapped before, or nothing. */
  source: z.enum(['code', 'word', 'user', 'learned', 'none']),
  /** For unmatched values: codes it might mean, and why it did not match. */
  candidates: z.array(z.string()),
  message: z.string().nullable(),
  /**
   * Property types whose rows do not allow the code this value maps to (`like_new` for apartments): how many rows
   * and which, the type's word in the UI language and the values it allows (docs/template.md).
   */
  notAllowed: z
    .array(
      z.object({
        type: z.string(),
        typeWord: z.string(),
        count: z.number().int(),
        rows: z.array(z.number().int()),
        allowed: z.array(z.object({ code: z.string(), en: z.string(), hu: z.string() })),
        /** The allowed words nearest in meaning to the refused one (`kiváló` for `újszerű`), nearest first. */
        nearest: z.array(z.object({ code: z.string(), en: z.string(), hu: z.string() })).optional(),
      }),
    )
    .optional(),
});
export type ValueEntry = z.infer<typeof ValueEntrySchema>;

export const ValueColumnSchema = z.object({
  sheet: z.string(),
  column: z.string(),
  header: z.string(),
  field: z.string(),
  allowed: z.array(z.object({ code: z.string(), en: z.string(), hu: z.string() })),
  values: z.array(ValueEntrySchema),
});
export type ValueColumn = z.infer<typeof ValueColumnSchema>;

export const ValueChoiceSchema = z.object({
  sheet: z.string().min(1).max(200),
  column: z.string().regex(/^[A-Z]{1,3}$/),
  raw: z.string().max(1000),
  code: z.string().max(120).nullable(),
});
export type ValueChoice = z.infer<typeof ValueChoiceSchema>;

/** What the importer reads into a column beyond its cells (a header's scale or currency, `2+1`). */
export const InterpretationKindSchema = z.enum(['scale', 'currency', 'period', 'plot_unit', 'rooms_split']);
export const InterpretationViewSchema = z.object({
  sheet: z.string(),
  column: z.string(),
  header: z.string(),
  field: z.string(),
  kind: InterpretationKindSchema,
  /** False when the user turned it off for this column. */
  on: z.boolean(),
  /** What is read, in the UI language. */
  what: z.string(),
  /** A cell of the column and what it becomes (`45,9 → 45 900 000 Ft`), when the sheet has one. */
  example: z.string().nullable(),
  /** The unit read for the column (`M Ft`): the header's, or the one the user chose; null for `2+1`. */
  unit: z.string().nullable().optional(),
  /** Units the user can choose instead (scale, currency), the one in effect first. */
  units: z.array(z.string()).optional(),
  /** The column's first filled row as it will be sent: `45,9 → 45900000, huf` (the dry run shows it). */
  sent: z.string().nullable().optional(),
  /** An amount or area column whose header names no unit: read as written, until the user chooses a unit. */
  asWritten: z.boolean().optional(),
});
export type InterpretationView = z.infer<typeof InterpretationViewSchema>;

export const InterpretationChoiceSchema = z.object({
  sheet: z.string().min(1).max(200),
  column: z.string().regex(/^[A-Z]{1,3}$/),
  kind: InterpretationKindSchema,
  on: z.boolean(),
  /** Another unit for the whole column (`e Ft`), as a mapping file's `units`; null goes back to the header's. */
  unit: z.string().trim().min(1).max(40).nullable().optional(),
});
export type InterpretationChoice = z.infer<typeof InterpretationChoiceSchema>;

/** A word the connected office mapped by hand once, applied on its every import until forgotten. */
export const LearnedWordViewSchema = z.object({
  field: z.string(),
  value: z.string(),
  code: z.string(),
  learnedAt: z.string(),
  from: z.string(),
});
export type LearnedWordView = z.infer<typeof LearnedWordViewSchema>;

/** `blocked`: valid, but waits for an invalid row it depends on (its seller's row). */
export const RowStatusSchema = z.enum([
  'valid',
  'invalid',
  'blocked',
  'created',
  'updated',
  'deleted',
  'failed',
  'skipped',
  'pending',
]);
export type RowStatusName = z.infer<typeof RowStatusSchema>;

export const CountsSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  failed: z.number().int(),
  done: z.number().int(),
  blocked: z.number().int(),
});
export type Counts = z.infer<typeof CountsSchema>;

export const ValidationSummarySchema = z.object({
  counts: CountsSchema,
  sheets: z.array(z.object({ sheet: z.string(), role: SheetRoleSchema, counts: CountsSchema })),
  /** Problems of the whole run (e.g. missing reference data), for a banner: in both languages, as the UI may switch. */
  notices: z.array(z.object({ en: z.string(), hu: z.string() })),
  /** Valid rows whose Import action deletes their listing (absent: none); the upload asks to confirm them first. */
  deletes: z.number().int().optional(),
  /** Valid rows whose Import action withdraws their listing (absent: none); confirmed like deletes. */
  withdraws: z.number().int().optional(),
  /**
   * Valid rows whose reference differs from the one they were exported with (absent: none): they may change their
   * listing's reference, so the upload lists them as the portal holds them and asks first.
   */
  referenceChanges: z.number().int().optional(),
  /** Plausibility warnings of the valid listing rows (docs/plausibility.md); they never block the upload. */
  warnings: z.array(WarningViewSchema).optional(),
  /** All warnings found, when more than the ones sent. */
  warningsTotal: z.number().int().optional(),
  /** What the warnings were judged by: the office's listings, or the sheet alone and why. */
  warningBasis: z.string().optional(),
});
export type ValidationSummary = z.infer<typeof ValidationSummarySchema>;

export const RowFilterSchema = z.enum(['all', 'invalid', 'failed']);
export type RowFilter = z.infer<typeof RowFilterSchema>;

/** A seller the seller cell may name: its code (transfer_id) and name, from the workbook or the portal. */
export const SellerChoiceSchema = z.object({
  /** The seller's own code (reference); null for a portal seller made without one. */
  code: z.string().nullable(),
  /** The portal's ID of the seller; null for a seller of the workbook not yet on the portal. */
  serviceId: z.number().int().nullable(),
  name: z.string(),
  source: z.enum(['workbook', 'portal']),
});
export type SellerChoice = z.infer<typeof SellerChoiceSchema>;

export const GridCellSchema = z.object({
  text: z.string(),
  /** Messages of problems in this cell, in the UI language; empty when valid. */
  problems: z.array(z.string()),
  edited: z.boolean(),
});
export type GridCell = z.infer<typeof GridCellSchema>;

export const GridRowSchema = z.object({
  row: z.number().int(),
  status: RowStatusSchema,
  cells: z.array(GridCellSchema),
  /** Problems not tied to one column, and the service's message for failed rows. */
  rowProblems: z.array(z.string()),
  serviceId: z.number().int().nullable(),
  /** The row's property type (properties sheets), so fixed-value cells offer the values that type allows. */
  propertyType: z.string().nullable(),
  /** The row's Import action when it retires its listing: shown beside its status before anything is sent. */
  action: z.enum(['withdraw', 'delete']).nullable(),
  /** Office defaults applied to the row (not errors), in the UI language. */
  notices: z.array(z.string()),
  /** The row's open plausibility warnings (docs/plausibility.md); not errors, the row stays valid. */
  warnings: z.array(WarningViewSchema).optional(),
});
export type GridRow = z.infer<typeof GridRowSchema>;

export const RowPageSchema = z.object({
  sheet: z.string(),
  columns: z.array(
    z.object({ index: z.number().int(), column: z.string(), header: z.string(), field: z.string().nullable() }),
  ),
  /** Rows matching the filter. */
  total: z.number().int(),
  offset: z.number().int(),
  rows: z.array(GridRowSchema),
  counts: CountsSchema,
});
export type RowPage = z.infer<typeof RowPageSchema>;

export const ProblemsSchema = z.object({
  groups: z.array(
    z.object({
      /** Catalog key of the field, or null for a rule of the whole row. */
      field: z.string().nullable(),
      /** Grid column (0-based among the shown columns) or null when the problem is not in a shown cell. */
      col: z.number().int().nullable(),
      /** The message with its values left out, in the UI language. */
      message: z.string(),
      count: z.number().int(),
      /** A group of plausibility warnings of this kind (the navigator's warnings), not of problems. */
      warning: WarningKindSchema.optional(),
    }),
  ),
  /** Up to 20,000 problem places in the grid's order: row position in the filtered list, grid column, group. */
  cells: z.array(
    z.object({
      index: z.number().int(),
      row: z.number().int(),
      col: z.number().int().nullable(),
      group: z.number().int(),
      /** A warning's place, not a problem's. */
      warning: z.boolean().optional(),
    }),
  ),
  total: z.number().int(),
});
export type Problems = z.infer<typeof ProblemsSchema>;

export const SavedFileSchema = z.object({
  name: z.string(),
  /** Where it was written (Electron), or null in the browser. */
  path: z.string().nullable(),
  /** Same-origin URL to download it (browser mode), or null. */
  downloadUrl: z.string().nullable(),
});
export type SavedFile = z.infer<typeof SavedFileSchema>;

export const FaultBudgetSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  stopAt: z.number().int(),
});
export type FaultBudget = z.infer<typeof FaultBudgetSchema>;

export const RunOutcomeSchema = z.enum(['completed', 'cancelled', 'stopped_fault_budget', 'failed']);

/** Every row of the import in exactly one bucket; they add up to `total`. */
export const BucketsSchema = z.object({
  total: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.number().int(),
  blocked: z.number().int(),
  failed: z.number().int(),
  notSent: z.number().int(),
  /** Rows in doubt (sent, the answer lost, not checked), apart from `failed`; absent: none. */
  unknown: z.number().int().optional(),
  /** Rows whose Import action withdraws or deletes their listing (absent: none); not counted in `update`. */
  withdraw: z.number().int().optional(),
  delete: z.number().int().optional(),
  /** The invalid rows the `blocked` ones wait for (their seller rows), each once; absent: none. */
  waitFor: z.array(z.object({ sheet: z.string(), row: z.number().int() })).optional(),
});
export type Buckets = z.infer<typeof BucketsSchema>;

/** One field a modify changes (docs/round-trip.md), as the dry run shows it; values as the sheet would say them. */
export const PlannedFieldChangeSchema = z.object({
  /** The user's column header, or null when the sheet has no column for it (then `label`). */
  column: z.string().nullable(),
  label: z.object({ en: z.string(), hu: z.string() }),
  /** set: new value sent; clear: the value is removed; kept: the cell was emptied but the API cannot remove it. */
  kind: z.enum(['set', 'clear', 'kept']),
  /** Empty text: nothing. */
  old: z.object({ en: z.string(), hu: z.string() }),
  new: z.object({ en: z.string(), hu: z.string() }),
  /** Edited in the workbook and changed on the portal since the export too: `old` is the portal's value. */
  conflict: z.boolean().optional(),
});
export type PlannedFieldChange = z.infer<typeof PlannedFieldChangeSchema>;

export const PlannedRowChangesSchema = z.object({
  sheet: z.string(),
  row: z.number().int(),
  serviceId: z.number().int().nullable(),
  /** update: sent with only these fields; unchanged: nothing sent (the fields are the ones kept). */
  action: z.enum(['update', 'unchanged']),
  fields: z.array(PlannedFieldChangeSchema),
});
export type PlannedRowChanges = z.infer<typeof PlannedRowChangesSchema>;

/** The dry run's comparison with the service: the first rows with changes in full, the rest counted. */
export const PlannedChangesSchema = z.object({
  rows: z.array(PlannedRowChangesSchema),
  /** Rows with at least one change listed (more than `rows.length` when the list was cut). */
  rowsWithChanges: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  /**
   * Rows refused before anything is sent because they are not the listing they name (a pasted Service ID, a copied
   * row with its results, rows sorted apart from their result columns, an unconfirmed reference change), with the
   * reason naming both listings; absent when none (docs/round-trip.md, "Row identity").
   */
  refused: z
    .array(
      z.object({
        sheet: z.string(),
        row: z.number().int(),
        message: z.object({ en: z.string(), hu: z.string() }),
      }),
    )
    .optional(),
  /**
   * New rows that look like a record the office already holds (same content), not created unless their number is
   * confirmed (`confirmLookalikes`); absent when none (docs/upload.md, "Uploading the same workbook again").
   */
  lookalikes: z
    .array(
      z.object({
        sheet: z.string(),
        row: z.number().int(),
        resource: z.enum(['seller', 'property']),
        serviceId: z.number().int(),
        message: z.object({ en: z.string(), hu: z.string() }),
      }),
    )
    .optional(),
});
export type PlannedChanges = z.infer<typeof PlannedChangesSchema>;

/**
 * A listing a delete or withdraw confirmation names: as the portal holds it (`fromPortal`, read before anything is
 * sent: reference, address, type, price), else as the row says it.
 */
export const ListingToConfirmSchema = z.object({
  sheet: z.string(),
  row: z.number().int(),
  serviceId: z.number().int().nullable(),
  reference: z.string().nullable(),
  title: z.string().nullable(),
  fromPortal: z.boolean().optional(),
  type: z.string().nullable().optional(),
  price: z.number().nullable().optional(),
  currency: z.string().nullable().optional(),
  /** A reference change: the reference the row gives the listing (`reference` is the one it has now). */
  newReference: z.string().optional(),
});
export type ListingToConfirm = z.infer<typeof ListingToConfirmSchema>;

export const RunSummarySchema = z.object({
  runId: z.string(),
  dryRun: z.boolean(),
  outcome: RunOutcomeSchema,
  message: z.string().nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Listings deleted by the Import action (dry run: to delete); absent when none. */
  deleted: z.number().int().optional(),
  failed: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
  /** Rows in doubt (sent, the answer lost, not checked): not failed; the next upload checks them. Absent when none. */
  unknown: z.number().int().optional(),
  /** Rows held back for the invalid seller rows in `waitFor`: not failed; sent once those are fixed. */
  heldBack: z.number().int().optional(),
  waitFor: z.array(z.object({ sheet: z.string(), row: z.number().int() })).optional(),
  /** Rows a stopped run never reached: not failed, not in `skipped`; the next upload or the resend sends them. */
  notReached: z.number().int().optional(),
  /** Requests the dry run would make. */
  planned: z.number().int(),
  durationMs: z.number(),
  faultBudget: FaultBudgetSchema,
  /** What became (dry run: would become) of every row of the import, this run's rows and the others. */
  buckets: BucketsSchema.optional(),
  /** Dry run: the fields each modify changes, old → new (docs/round-trip.md). */
  changes: PlannedChangesSchema.optional(),
  /** Dry run: the listings the upload would delete (Import action), for the confirmation; absent when none. */
  deletes: z.array(ListingToConfirmSchema).optional(),
  /** Dry run: the listings the upload would withdraw (Import action), as the portal holds them; absent when none. */
  withdraws: z.array(ListingToConfirmSchema).optional(),
  /**
   * Dry run: the listings whose reference the rows change on purpose, as the portal holds them, sent only with their
   * number confirmed (`confirmReferenceChanges`); absent when none.
   */
  referenceChanges: z.array(ListingToConfirmSchema).optional(),
  /** Dry run: the image links checked and those not reachable (docs/plausibility.md); absent without image rows. */
  images: ImageCheckSchema.optional(),
  /** Dry run: modifies that change a price by more than half, or a listing's type, settlement or area (old → new). */
  portalWarnings: z.array(WarningViewSchema).optional(),
  /** The sent rows' plausibility warnings the user did not accept (shown, never blocking); absent when none. */
  openWarnings: z.array(WarningViewSchema).optional(),
  /** How many of the sent rows' warnings the user accepted. */
  acceptedWarnings: z.number().int().optional(),
});
export type RunSummary = z.infer<typeof RunSummarySchema>;

/** A listing of the office on the portal that no row of the workbook names (sync preview). */
export const MissingListingSchema = z.object({
  id: z.number().int(),
  officeId: z.number().int(),
  transferId: z.string().nullable(),
  status: z.string().nullable(),
  address: z.string().nullable(),
  externalId: z.string().nullable(),
  /** The listing as staff read it, in both languages: the engine's wording, the command line's too. */
  description: z.object({ en: z.string(), hu: z.string() }),
});
/** Which listings a sync compares (the export's recorded scope, or one the user names). */
export const SyncScopeSchema = z.object({
  officeIds: z.array(z.number().int()),
  /** Property type codes; empty: every type. */
  types: z.array(z.string()),
  status: z.enum(['active', 'inactive']).nullable(),
  updatedAfter: z.string().nullable(),
});
export type SyncScopeRequest = z.infer<typeof SyncScopeSchema>;
export const SyncPreviewSchema = z.object({
  offices: z.array(z.number().int()),
  /** The scope used, where it came from, and in words. */
  scope: SyncScopeSchema.extend({ source: z.enum(['recorded', 'named']), description: z.string() }).optional(),
  missing: z.array(MissingListingSchema),
  /** The names of the offices the app knows (the connected one), by office ID, to name listings as the scope does. */
  officeNames: z.record(z.string(), z.string()).optional(),
  /** Missing listings not inactive yet: what `withdrawMissing` would change. */
  withdrawable: z.number().int(),
});
export type SyncPreview = z.infer<typeof SyncPreviewSchema>;

export const FailedRowSchema = z.object({
  sheet: z.string(),
  row: z.number().int(),
  reference: z.string().nullable(),
  errorCode: z.number().int().nullable(),
  message: z.string(),
});
export type FailedRow = z.infer<typeof FailedRowSchema>;

/** A row not sent because it is invalid, with its first problem in the UI language. */
export const InvalidRowSchema = z.object({
  sheet: z.string(),
  row: z.number().int(),
  reference: z.string().nullable(),
  message: z.string(),
});
export type InvalidRow = z.infer<typeof InvalidRowSchema>;

export const RunResultsSchema = z.object({
  summary: RunSummarySchema,
  failedRows: z.array(FailedRowSchema),
  /** A results workbook has been written and can be saved/opened. */
  hasResultsWorkbook: z.boolean(),
  /** Valid rows that no run has sent yet (e.g. fixed after the upload). */
  pendingRows: z.number().int().optional(),
  /** Failed rows changed since they failed: only these are sent again. */
  resendable: z.number().int().optional(),
  /** Where every row stands, sheet by sheet (sellers, listings, images); they add up to `summary.buckets`. */
  bySheet: z.array(z.object({ sheet: z.string(), buckets: BucketsSchema })).optional(),
  /** The rows counted invalid ("Hibás"), the first 1,000, with why. */
  invalidRows: z.array(InvalidRowSchema).optional(),
  /** Rows in doubt (sent, the answer lost, not checked yet): neither failed nor done, so not in `failedRows`. */
  inDoubtRows: z.array(FailedRowSchema).optional(),
});
export type RunResults = z.infer<typeof RunResultsSchema>;

export const HistoryEntrySchema = z.object({
  runId: z.string(),
  fileName: z.string(),
  startedAt: z.string(),
  /**
   * The start as the services write a results workbook's Imported at: their local time and zone, one text whatever
   * the window's zone (docs/write-back.md, "Imported at").
   */
  startedAtText: z.string(),
  user: z.string(),
  officeId: z.number().int(),
  /** The service's base URL. */
  service: z.string(),
  dryRun: z.boolean(),
  outcome: RunOutcomeSchema,
  created: z.number().int(),
  updated: z.number().int(),
  /** Listings a sync run withdrew (counted here, not as updated); absent for any other run (docs/undo.md). */
  withdrawn: z.number().int().optional(),
  /** Without the rows in doubt, held back and not reached, counted apart (absent: a run of an older version). */
  failed: z.number().int(),
  skipped: z.number().int(),
  inDoubt: z.number().int().optional(),
  heldBack: z.number().int().optional(),
  notReached: z.number().int().optional(),
  /** For an undo: the run it undoes; for a run: the undos of it, newest first (docs/undo.md). */
  undoes: z.string().nullable().optional(),
  undoneBy: z.array(z.string()).optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const AppInfoSchema = z.object({
  mode: z.enum(['electron', 'browser']),
  version: z.string(),
  /** The language the user chose, or null to follow the system (Hungarian when its locale is Hungarian). */
  savedLanguage: LanguageSchema.nullable(),
  dataDir: z.string(),
  /** How the JSON passwords are protected at rest, said plainly, in both languages. */
  secretStorage: z.object({ en: z.string(), hu: z.string() }),
  /** Local files found damaged at start (moved aside, not overwritten), to tell the user in both languages. */
  stateNotices: z.array(z.object({ en: z.string(), hu: z.string() })).optional(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

/** What `exportWorkbook` reads from the service; every field left out exports everything. */
export const ExportRequestSchema = z
  .object({
    /** Offices the connection sees; omitted: the connected office (re-importing it needs no other choice). */
    officeIds: z.array(z.number().int().min(1)).min(1).max(50).optional(),
    /** Only listings of these types; omitted or empty: every type. */
    types: z.array(PropertyTypeSchema).max(PROPERTY_TYPES.length).optional(),
    status: z.enum(['active', 'inactive']).nullable().optional(),
    /** A date (`2026-01-31`) or an ISO 8601 date-time: only records modified later. */
    updatedAfter: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'a date like 2026-01-31')
      .refine((t) => !Number.isNaN(Date.parse(t.replace(' ', 'T'))), 'not a real date')
      .nullable()
      .optional(),
    /** Headers, notes and value words; omitted: the UI language. */
    language: LanguageSchema.optional(),
    /** Also the images of listings and sellers, into the two image sheets. */
    images: z.boolean().optional(),
    /** One properties sheet per property type (only its special fields) instead of one combined sheet. */
    perTypeSheets: z.boolean().optional(),
  })
  .strict();
export type ExportRequest = z.infer<typeof ExportRequestSchema>;

export const ExportResultSchema = z.object({
  /** Opens the written workbook for editing: `openWorkbook({ file: { kind: 'export', exportId } })`. */
  exportId: z.string().regex(/^[a-f0-9]{32}$/),
  /** The name it was offered under (`iroda-1-export-2026-11-24.xlsx`). */
  name: z.string(),
  /** Where the user saved it (Electron) or its download URL (browser); null when the save dialog was cancelled. */
  saved: SavedFileSchema.nullable(),
  officeIds: z.array(z.number().int()),
  sellers: z.number().int(),
  properties: z.number().int(),
  /** Image rows written (0 without `images`). */
  sellerImages: z.number().int(),
  propertyImages: z.number().int(),
  /** The properties sheets written: one combined, or one per type. */
  propertySheets: z.array(z.string()),
  /** Rows the importer would not send back as the service holds them, with why, in the UI language. */
  refused: z.array(z.object({ sheet: z.string(), row: z.number().int(), message: z.string() })),
});
export type ExportResult = z.infer<typeof ExportResultSchema>;

/** A new template workbook (docs/wizard.md, Open step): its language and one properties sheet per chosen type. */
export const TemplateRequestSchema = z
  .object({
    /** Headers, notes and value words; omitted: the UI language. */
    language: LanguageSchema.optional(),
    /** One properties sheet per type (only its special fields); omitted or empty: one sheet for every type. */
    types: z.array(PropertyTypeSchema).max(PROPERTY_TYPES.length).optional(),
  })
  .strict();
export type TemplateRequest = z.infer<typeof TemplateRequestSchema>;

export const TemplateResultSchema = z.object({
  /** The name it was offered under (`sablon-apartment.xlsx`). */
  name: z.string(),
  /** Where the user saved it (Electron) or its download URL (browser); null when the save dialog was cancelled. */
  saved: SavedFileSchema.nullable(),
  /** Settlements in its regions sheet and dropdown; 0: none saved yet, the settlement column is free text. */
  settlements: z.number().int(),
  /** Whose saved reference data gave the settlements, in the UI language; null when there was none. */
  source: z.string().nullable(),
  /** Connected, but the connection's reference data could not be fetched: why, in the UI language; else null. */
  fetchFailed: z.string().nullable(),
});
export type TemplateResult = z.infer<typeof TemplateResultSchema>;

// ---------- methods ----------

interface MethodDef<A extends z.ZodType, R extends z.ZodType> {
  readonly args: A;
  readonly result: R;
}

function method<A extends z.ZodType, R extends z.ZodType>(args: A, result: R): MethodDef<A, R> {
  return { args, result };
}

export const CONTRACT = {
  getAppInfo: method(Empty, AppInfoSchema),
  /** `remember: false` only tells the Node side which language to write messages in. */
  setLanguage: method(z.object({ language: LanguageSchema, remember: z.boolean() }).strict(), Nothing),
  listProfiles: method(Empty, z.object({ profiles: z.array(ProfileSchema), activeProfileId: z.string().nullable() })),
  saveProfile: method(ProfileInputSchema.strict(), ProfileSchema),
  deleteProfile: method(z.object({ id: z.string().min(1).max(64) }).strict(), Nothing),
  /** Checks the connection and lists the offices the user can see. */
  testConnection: method(z.object({ profileId: z.string().min(1).max(64) }).strict(), ConnectionCheckSchema),
  /** Checks a connection the form holds, not saved, as `testConnection` checks a saved one. */
  testUnsavedConnection: method(UnsavedConnectionSchema, ConnectionCheckSchema),
  connect: method(
    z.object({ profileId: z.string().min(1).max(64), officeId: z.number().int().min(1) }).strict(),
    ConnectionSchema,
  ),
  /** Native open dialog (Electron); `null` when the user cancelled. */
  chooseWorkbook: method(Empty, z.object({ path: z.string() }).nullable()),
  openWorkbook: method(z.object({ file: WorkbookFileSchema }).strict(), WorkbookInfoSchema),
  listRecentFiles: method(Empty, z.array(RecentFileSchema)),
  configureSheets: method(z.object({ sheets: z.array(SheetChoiceSchema).min(1).max(50) }).strict(), MappingViewSchema),
  setColumnMapping: method(z.object({ columns: z.array(ColumnChoiceSchema).max(2000) }).strict(), MappingViewSchema),
  listMappingTemplates: method(Empty, z.array(z.string())),
  saveMappingTemplate: method(z.object({ name: TemplateNameSchema }).strict(), Nothing),
  loadMappingTemplate: method(z.object({ name: TemplateNameSchema }).strict(), MappingViewSchema),
  getValueMappings: method(Empty, z.array(ValueColumnSchema)),
  setValueMapping: method(ValueChoiceSchema.strict(), ValueColumnSchema),
  /**
   * Every interpretation of the mapped columns, with an example each (docs/office-conventions.md, "Interpretations").
   */
  getInterpretations: method(Empty, z.array(InterpretationViewSchema)),
  setInterpretation: method(InterpretationChoiceSchema.strict(), z.array(InterpretationViewSchema)),
  /** The connected office's words learned once; forget some (by field and word) or all of them. */
  listLearnedWords: method(Empty, z.array(LearnedWordViewSchema)),
  forgetLearnedWords: method(
    z
      .object({
        words: z
          .array(z.object({ field: z.string().min(1).max(120), value: z.string().min(1).max(1000) }).strict())
          .max(1000),
        all: z.boolean(),
      })
      .strict(),
    z.array(LearnedWordViewSchema),
  ),
  /** Prepares and validates every row (Node side); emits `progress`. */
  validate: method(Empty, ValidationSummarySchema),
  /** Stops a running validation: it answers `cancelled` and leaves the rows unvalidated; null when none runs. */
  cancelValidation: method(Empty, Nothing),
  getRows: method(
    z
      .object({
        sheet: z.string().min(1).max(200),
        offset: z.number().int().min(0),
        limit: z.number().int().min(1).max(500),
        filter: RowFilterSchema,
        /** These rows by number, whatever their status (the grid refreshing the rows it shows after an edit). */
        rows: z.array(z.number().int().min(1)).max(500).optional(),
      })
      .strict(),
    RowPageSchema,
  ),
  editCell: method(
    z
      .object({
        sheet: z.string().min(1).max(200),
        row: z.number().int().min(1),
        index: z.number().int().min(0).max(16383),
        value: z.string().max(32767),
      })
      .strict(),
    z.object({ row: GridRowSchema, counts: CountsSchema }),
  ),
  /**
   * The problems of a sheet's rows as the grid shows them (same filter, same order): grouped by field and message with
   * counts, and each problem cell's position, so the navigator can jump to it.
   */
  getProblems: method(
    z
      .object({ sheet: z.string().min(1).max(200), filter: RowFilterSchema, include: ProblemKindsSchema.optional() })
      .strict(),
    ProblemsSchema,
  ),
  /** The plausibility warnings as they stand after the last edit, the accepted ones marked (docs/plausibility.md). */
  getWarnings: method(Empty, SessionWarningsSchema),
  /** Accepts warnings for rows (`Sheet!row#kind`) or whole kinds; kept in the session and sent with the upload. */
  acceptWarnings: method(
    z
      .object({
        rows: z.array(z.string().min(1).max(300)).max(MAX_WARNINGS_SHOWN),
        kinds: z.array(WarningKindSchema).max(20),
      })
      .strict(),
    SessionWarningsSchema,
  ),
  /** A bulk fix: many cells of one sheet at once, revalidated together; undone with `undoEdit`. */
  editCells: method(
    z
      .object({
        sheet: z.string().min(1).max(200),
        cells: z
          .array(
            z.object({
              row: z.number().int().min(1),
              index: z.number().int().min(0).max(16383),
              value: z.string().max(32767),
            }),
          )
          .min(1)
          .max(200_000),
      })
      .strict(),
    z.object({ counts: CountsSchema, changed: z.number().int() }),
  ),
  /**
   * Replaces a value in one column for the rows of a scope that hold it; `find` empty fills the empty cells.
   * `apply: false` only counts the cells that would change (the preview). Applied like an edit: undone with `undoEdit`.
   */
  bulkReplace: method(
    z
      .object({
        sheet: z.string().min(1).max(200),
        index: z.number().int().min(0).max(16383),
        find: z.string().max(32767),
        replace: z.string().max(32767),
        /** invalid: rows with problems and rows the service refused; unsent: rows not on the portal yet. */
        scope: z.enum(['all', 'invalid', 'unsent']),
        apply: z.boolean(),
      })
      .strict(),
    z.object({
      counts: CountsSchema,
      changed: z.number().int(),
      /** Changed rows already on the portal (the next upload changes them there), and the first of their numbers. */
      onPortal: z.number().int(),
      onPortalRows: z.array(z.number().int()),
    }),
  ),
  /** Undoes the last edit or bulk edit not yet undone (before upload). */
  undoEdit: method(Empty, z.object({ counts: CountsSchema, changed: z.number().int(), sheet: z.string().nullable() })),
  /** Turns the office defaults (currency from the price, monthly rent) on or off for one sheet. */
  setSheetDefaults: method(
    z.object({ sheet: z.string().min(1).max(200), on: z.boolean() }).strict(),
    MappingViewSchema,
  ),
  /** Writes a copy of the workbook with a note on every invalid cell. */
  writeNotes: method(Empty, SavedFileSchema),
  /** Runs the upload (or dry run) to completion; emits `progress`; `cancelUpload` stops it cleanly. */
  /** `confirmDeletes`: the number of deletes the user confirmed; an upload with another number of deletes fails. */
  startUpload: method(
    z
      .object({
        dryRun: z.boolean(),
        confirmDeletes: z.number().int().nonnegative().optional(),
        /** The number of withdraws the user confirmed; an upload with another number of withdraws fails. */
        confirmWithdraws: z.number().int().nonnegative().optional(),
        /** Rows that change their listing's reference on purpose, confirmed (docs/round-trip.md, "Row identity"). */
        confirmReferenceChanges: z.number().int().nonnegative().optional(),
        /** New rows like records the office holds, confirmed to be created anyway (`changes.lookalikes`). */
        confirmLookalikes: z.number().int().nonnegative().optional(),
      })
      .strict(),
    RunSummarySchema,
  ),
  cancelUpload: method(Empty, Nothing),
  getResults: method(Empty, RunResultsSchema),
  resubmitFailed: method(Empty, RunSummarySchema),
  /** Sync preview: the office's listings on the portal missing from the workbook; sends nothing. */
  /** `scope`: for a workbook that records none (not an export), the listings it holds; refused without one. */
  syncPreview: method(z.object({ scope: SyncScopeSchema.optional() }).strict(), SyncPreviewSchema),
  /** Withdraws (sets inactive, never deletes) the missing listings; `confirm` must be their number. */
  /** `ids`: only these of them (each must still be missing and not withdrawn); without: every one. */
  withdrawMissing: method(
    z
      .object({
        confirm: z.number().int().nonnegative(),
        ids: z.array(z.number().int()).optional(),
        scope: SyncScopeSchema.optional(),
      })
      .strict(),
    /** `failed`: each listing refused, named as the preview names it, and why; in both languages. */
    z.object({ withdrawn: z.number().int(), failed: z.array(z.object({ en: z.string(), hu: z.string() })) }),
  ),
  /** Electron: save dialog; browser: a download URL. */
  saveResultsWorkbook: method(Empty, SavedFileSchema.nullable()),
  /** Opens the results workbook in the system's spreadsheet program (Electron only). */
  openResultsWorkbook: method(Empty, Nothing),
  listHistory: method(z.object({ officeId: z.number().int().min(1).optional() }).strict(), z.array(HistoryEntrySchema)),
  /** History's "Visszavonás": `dryRun` previews, else undoes the run (docs/undo.md); an undo is a run of its own. */
  undoRun: method(UndoRequestSchema, UndoReportSchema),
  /** Lists the office's sellers and listings into a template workbook and offers it; emits `exportProgress`. */
  exportWorkbook: method(ExportRequestSchema, ExportResultSchema),
  /** Stops a running export at its next step: it answers `cancelled` and leaves no file; null when none runs. */
  cancelExport: method(Empty, Nothing),
  /** Writes a new template workbook and offers it like an export. */
  downloadTemplate: method(TemplateRequestSchema, TemplateResultSchema),
  /** The sellers a listing's seller cell may name: the workbook's and the office's on the portal. */
  listSellerChoices: method(Empty, z.array(SellerChoiceSchema)),
} as const satisfies Record<MethodName, MethodDef<z.ZodType, z.ZodType>>;

/** Compile-time check that the schema table and the name list agree both ways. */
type ExactKeys<A, B> = [Exclude<keyof A, B>, Exclude<B, keyof A>] extends [never, never] ? true : never;
const _contractCoversNames: ExactKeys<typeof CONTRACT, MethodName> = true;
void _contractCoversNames;

export type Contract = typeof CONTRACT;
export type MethodArgs<M extends MethodName> = z.input<Contract[M]['args']>;
export type ParsedArgs<M extends MethodName> = z.output<Contract[M]['args']>;
export type MethodResult<M extends MethodName> = z.output<Contract[M]['result']>;

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AppError };

// ---------- events ----------

export const ProgressEventSchema = z.object({
  kind: z.enum(['validate', 'upload', 'images']),
  runId: z.string().nullable(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  /** Rows per second over the run so far. */
  rate: z.number(),
  /** Seconds left at the current rate, or null when unknown. */
  etaSeconds: z.number().nullable(),
  faultBudget: FaultBudgetSchema.nullable(),
  finished: z.boolean(),
  /** What the run is waiting for before it sends, in the session's language (e.g. room another process holds). */
  message: z.string().optional(),
});
export type ProgressEvent = z.infer<typeof ProgressEventSchema>;

/** An export's progress: the phase, and how far it is within it (lists, rows written, rows read back). */
export const ExportProgressEventSchema = z.object({
  phase: z.enum(['reference', 'listing', 'writing', 'sealing', 'done']),
  done: z.number().int(),
  total: z.number().int(),
});
export type ExportProgressEvent = z.infer<typeof ExportProgressEventSchema>;

export const MenuCommandSchema = z.object({
  command: z.enum(['open-workbook', 'open-recent', 'show-history', 'language-en', 'language-hu', 'about']),
  /** For `open-recent`: the file's path. */
  path: z.string().optional(),
});
export type MenuCommand = z.infer<typeof MenuCommandSchema>;

/** The services' worker stopped and was started again: what of the session it reopened, and the line to show. */
export const EngineRestartedEventSchema = z.object({
  restored: z.enum(['workbook', 'connection', 'none']),
  message: z.string(),
});
export type EngineRestartedEvent = z.infer<typeof EngineRestartedEventSchema>;

export const EVENTS = {
  engineRestarted: EngineRestartedEventSchema,
  progress: ProgressEventSchema,
  menuCommand: MenuCommandSchema,
  exportProgress: ExportProgressEventSchema,
} as const satisfies Record<EventName, z.ZodType>;

export type EventPayload<E extends EventName> = z.output<(typeof EVENTS)[E]>;

// ---------- the API as the renderer sees it ----------

/** One named function per method, plus event subscriptions; `window.api` in Electron, an HTTP client in the browser. */
export type RendererApi = {
  readonly [M in MethodName]: (args: MethodArgs<M>) => Promise<Outcome<MethodResult<M>>>;
} & {
  readonly on: <E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void) => () => void;
};

export { METHOD_NAMES, EVENT_NAMES } from './contract-methods';
export type { MethodName, EventName } from './contract-methods';
