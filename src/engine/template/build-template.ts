// Writes a new template workbook to disk, never over an existing file unless asked, never half-written.
import path from 'node:path';
import type { Lang, PropertyType, Result } from '../../catalog';
import { err, isPropertyType, ok } from '../../catalog';
import { writeFileDurable } from '../fs/durable-write';
import type { ReferenceData } from '../model/reference-data';
import type { TemplateError } from './template-error';
import { fileExistsError, unknownLangError, unknownTypeError } from './template-error';
import { renderTemplate } from './render-template';
import { planTemplate } from './template-plan';
import { fileExists } from '../fs/file-exists';

export interface TemplateOptions {
  readonly lang: Lang;
  /** One properties sheet per type, holding only that type's special fields; absent or empty: one combined sheet. */
  readonly types?: readonly PropertyType[];
  /** Regions for the regions sheet and the settlement dropdown; null or absent: the column stays free text. */
  readonly reference?: ReferenceData | null;
  readonly out: string;
  /** Replace an existing file; off by default so a filled workbook is never lost. */
  readonly overwrite?: boolean;
}

/** Builds the template and writes it to `out` through a temporary file in the same folder. */
export async function buildTemplate(options: TemplateOptions): Promise<Result<{ path: string }, TemplateError>> {
  const out = path.resolve(options.out);
  const types = options.types ?? [];
  const bad = types.find((t) => !isPropertyType(t));
  if (bad !== undefined) return err(unknownTypeError(bad));
  if (options.lang !== 'hu' && options.lang !== 'en') return err(unknownLangError(String(options.lang)));
  if (!options.overwrite && (await fileExists(out))) return err(fileExistsError(out));

  const plan = planTemplate(options.lang, types.length > 0 ? [...new Set(types)] : null, options.reference ?? null);
  const workbook = renderTemplate(plan);
  try {
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    // Exclusive unless overwriting: building takes a moment and the file may have appeared meanwhile.
    await writeFileDurable(out, bytes, { mode: 0o644, makeFolder: false, exclusive: !options.overwrite });
    return ok({ path: out });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return err(fileExistsError(out));
    const reason = e instanceof Error ? e.message : String(e);
    return err({ kind: 'write_failed', path: out, message: `Could not write the template to ${out}: ${reason}` });
  }
}
