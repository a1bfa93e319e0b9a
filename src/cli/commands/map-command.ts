// `map`: the proposed mapping of a workbook's sheets and columns onto the API's fields.
import type { Command } from 'commander';
import {
  describeInterpretations,
  readMappingTemplate,
  readHeader,
  saveMappingTemplate,
  templateFromMapping,
} from '../../engine/mapping';
import type { InterpretationReport } from '../../engine/mapping';
import type { SheetRole } from '../../catalog';
import { findField } from '../../catalog';
import type { MappingTemplate } from '../../engine/mapping';
import { openImport } from '../../engine/pipeline';
import { formatBoth } from '../../catalog/message-catalog';
import { CLI_ARGUMENT_MESSAGES as A } from '../cli-argument-messages';
import { CLI_MESSAGES } from '../cli-messages';
import { EXIT, bilingual } from '../cli-environment';

interface MapOptions {
  readonly json?: boolean;
  readonly mapping?: string;
  readonly save?: string;
}

export async function runMapCommand(
  workbook: string,
  opts: MapOptions,
  io: { log: (s: string) => void; error: (s: string) => void },
): Promise<number> {
  let template: MappingTemplate | null = null;
  if (opts.mapping !== undefined) {
    const loaded = await readMappingTemplate(opts.mapping, { moveAside: false });
    if (!loaded.ok) {
      io.error(`map: ${bilingual(formatBoth(A.mapMappingFile, { file: opts.mapping, why: loaded.error }))}`);
      return EXIT.unusable;
    }
    template = loaded.value;
  }
  const opened = await openImport(workbook, { template });
  if (!opened.ok) {
    const why = { en: opened.error.message, hu: opened.error.messageHu };
    io.error(`map: ${bilingual(formatBoth(CLI_MESSAGES.workbookNotOpened, { file: workbook, why }))}`);
    return EXIT.unusable;
  }
  const fromValues = new Set(opened.value.proposedFromValues);
  const sheets = opened.value.mapping.sheets.map((s) => {
    const table = opened.value.tables.find((t) => t.sheet === s.sheet);
    return {
      name: s.sheet,
      role: s.role,
      header_row: s.headerRow,
      default_type: s.role === 'properties' ? (s.defaultPropertyType ?? null) : null,
      columns: s.columns
        .filter((c) => c.header !== '')
        .map((c) => ({
          column: c.column,
          header: c.header,
          field: c.field,
          confidence: Math.round(c.confidence * 100) / 100,
          ...(fromValues.has(`${s.sheet}!${c.index}`) ? { found_by: 'values' as const } : {}),
          ...(c.field === null && s.role !== null ? notUnderstood(s.role, c.header) : {}),
        })),
      interpretations: s.role !== null && table ? describeInterpretations(s, table.rows).map(interpretationJson) : [],
      warnings: table ? table.warnings.map((w) => w.en) : [],
    };
  });
  if (opts.save !== undefined) {
    const saved = await saveMappingTemplate(opts.save, templateFromMapping(opened.value.mapping));
    if (!saved.ok) {
      io.error(`map: ${bilingual(formatBoth(CLI_MESSAGES.mappingNotSaved, { file: opts.save, why: saved.error }))}`);
      return EXIT.unusable;
    }
  }
  if (opts.json) {
    io.log(JSON.stringify({ sheets }, null, 2));
    return EXIT.ok;
  }
  for (const u of opened.value.unreadable) io.log(`${u.sheet} (not imported): ${u.message}`);
  for (const s of sheets) {
    io.log(`${s.name} (${s.role ?? 'not imported: role unknown'}), header row ${s.header_row}`);
    if (s.role === 'properties')
      io.log(`  default property type: ${s.default_type ?? '(none: each row gives its own)'}`);
    for (const c of s.columns) {
      const closest = 'closest' in c && c.closest && c.closest.length > 0 ? `; closest: ${c.closest.join(', ')}` : '';
      const why = 'reason' in c && c.reason ? `: ${c.reason}` : closest;
      const byValues = 'found_by' in c ? ' (from its values)' : '';
      const confidence = c.field ? `  ${Math.round(c.confidence * 100)}%${byValues}` : '';
      io.log(`  ${c.column.padEnd(3)} ${c.header.padEnd(32)} → ${c.field ?? `(not imported${why})`}${confidence}`);
    }
    for (const w of s.warnings) io.log(`  warning: ${w}`);
    if (s.interpretations.length > 0) io.log('  interpretations (turn one off with "off" in a mapping file):');
    for (const i of s.interpretations) {
      const example = i.example ? `  e.g. ${i.example}` : '';
      io.log(`    ${i.column.padEnd(3)} ${i.kind.padEnd(11)} ${i.on ? 'on ' : 'off'}  ${i.what}${example}`);
    }
  }
  return EXIT.ok;
}

/** A header no field was matched to: what could not be read, and the closest fields with their labels. */
function notUnderstood(role: SheetRole, header: string): { closest: string[]; reason?: string } {
  const r = readHeader(role, header);
  const closest = r.closest.map((k) => {
    const f = findField(role, k);
    return f ? `${k} (${f.label.hu})` : k;
  });
  return r.reason ? { closest, reason: r.reason.en } : { closest };
}

function interpretationJson(i: InterpretationReport) {
  const { column, header, field, kind, on, example } = i;
  return { column, header, field, kind, on, what: i.what.en, what_hu: i.what.hu, example };
}

export function registerMapCommand(program: Command): void {
  program
    .command('map')
    .description("Show how the columns of a workbook map onto the API's fields.")
    .argument('<workbook>', '.xlsx or .csv file')
    .option('--json', 'print the mapping as JSON')
    .option('--mapping <file>', 'start from a saved mapping template')
    .option('--save <file>', 'save the proposed mapping as a template for reuse')
    .action(async (workbook: string, opts: MapOptions) => {
      process.exitCode = await runMapCommand(workbook, opts, {
        log: (s) => console.log(s),
        error: (s) => console.error(s),
      });
    });
}
