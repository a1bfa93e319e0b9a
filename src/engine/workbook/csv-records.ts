// A streaming CSV record splitter (RFC 4180 plus what Excel writes): quoted fields with separators, doubled quotes
// and line breaks inside, CRLF or LF, and any chunk boundary. Small enough to own; a library would add a dependency
// for the same forty lines and would still need the separator detection below.

/**
 * The separator of a CSV file: Hungarian Excel writes `;`, others `,`. Judged by the header, taken as the line (of
 * the first 20, outside quotes) where a candidate occurs most often, so a title line above the table cannot decide it.
 */
export function detectSeparator(text: string): string {
  let separator = ',';
  let most = 0;
  for (const [sep, count] of separatorCounts(text))
    if (count > most) {
      separator = sep;
      most = count;
    }
  return separator;
}

/** Whether any of the first 20 lines has a separator outside quotes: a text without one is no table. */
export function hasSeparator(text: string): boolean {
  return [...separatorCounts(text).values()].some((count) => count > 0);
}

/** The most each candidate separator occurs on one of the first 20 lines, outside quotes. */
function separatorCounts(text: string): ReadonlyMap<string, number> {
  const candidates = [';', ',', '\t'];
  const best = new Map<string, number>(candidates.map((c) => [c, 0]));
  let line = new Map<string, number>(candidates.map((c) => [c, 0]));
  let lines = 0;
  let inQuotes = false;
  const endLine = (): void => {
    for (const [sep, count] of line) if (count > (best.get(sep) ?? 0)) best.set(sep, count);
    line = new Map<string, number>(candidates.map((c) => [c, 0]));
    lines++;
  };
  // A quote opens a quoted field only as a field's first character, as the splitter reads it; a doubled quote
  // inside one is text, and a single one ends it.
  let fieldStart = true;
  for (let i = 0; i < text.length && lines < 20; i++) {
    const ch = text[i] ?? '';
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') i++;
      else if (ch === '"') inQuotes = false;
      continue;
    }
    const starts = fieldStart;
    fieldStart = false;
    if (ch === '"' && starts) inQuotes = true;
    else if (ch === '\n' || ch === '\r') {
      endLine();
      fieldStart = true;
    } else if (line.has(ch)) {
      line.set(ch, (line.get(ch) ?? 0) + 1);
      fieldStart = true;
    }
  }
  if (lines < 20) endLine();
  return best;
}

/** A record or field past a bound: `record` is the 0-based record (line) number, `field` the 0-based field in it. */
export interface CsvOverflow {
  readonly kind: 'record_chars' | 'field_chars' | 'fields';
  readonly record: number;
  readonly field: number;
  readonly length: number;
}

export interface CsvBounds {
  readonly maxRecordChars: number;
  readonly maxFieldChars: number;
  readonly maxFields: number;
}

export class CsvRecordSplitter {
  private field = '';
  private recordsDone = 0;
  private recordChars = 0;
  private readonly bounds: CsvBounds;
  /**
   * The current record's fields, the first `fieldCount` of them: one list for every record, each completed record
   * copied out at its exact length (a list grown field by field kept room for 17 in every row a reader holds).
   */
  private readonly record: string[] = [];
  private fieldCount = 0;
  private inQuotes = false;
  /**
   * A quote ended the previous chunk inside a quoted field: a doubled quote or the field's end, decided by the next
   * char.
   */
  private quotePending = false;
  private skipLineFeed = false;
  private fieldStarted = false;

  constructor(
    private readonly separator: string,
    bounds: number | CsvBounds,
  ) {
    this.bounds =
      typeof bounds === 'number' ? { maxRecordChars: bounds, maxFieldChars: bounds, maxFields: Infinity } : bounds;
  }

  /**
   * Completed records of this chunk. Returns the first bound crossed, if any: the splitter must not be fed further,
   * and no field is ever built much past its bound (a 300-million-character field stops within one chunk).
   */
  push(text: string, out: string[][]): CsvOverflow | null {
    const sep = this.separator;
    let i = 0;
    let run = 0;
    if (this.quotePending) {
      this.quotePending = false;
      if (text.startsWith('"')) {
        this.field += '"';
        i = 1;
        run = 1;
      } else {
        this.inQuotes = false;
      }
    }
    if (this.skipLineFeed && text.startsWith('\n', i)) {
      i++;
      run = i;
    }
    this.skipLineFeed = false;
    for (; i < text.length; i++) {
      const ch = text[i];
      if (this.inQuotes) {
        if (ch !== '"') continue;
        this.field += text.slice(run, i);
        if (i + 1 >= text.length) {
          this.quotePending = true;
          run = i + 1;
          continue;
        }
        if (text[i + 1] === '"') {
          this.field += '"';
          i++;
        } else {
          this.inQuotes = false;
        }
        run = i + 1;
        continue;
      }
      if (ch === sep) {
        this.field += text.slice(run, i);
        const overflow = this.endField();
        if (overflow) return overflow;
        run = i + 1;
      } else if (ch === '\n' || ch === '\r') {
        this.field += text.slice(run, i);
        const overflow = this.endField();
        if (overflow) return overflow;
        out.push(this.takeRecord());
        this.recordsDone++;
        this.recordChars = 0;
        if (ch === '\r') {
          if (i + 1 >= text.length) this.skipLineFeed = true;
          else if (text[i + 1] === '\n') i++;
        }
        run = i + 1;
      } else if (ch === '"' && !this.fieldStarted && i === run && this.field === '') {
        this.inQuotes = true;
        this.fieldStarted = true;
        run = i + 1;
      } else {
        this.fieldStarted = true;
      }
    }
    this.field += text.slice(run);
    if (this.field.length > 0) this.fieldStarted = true;
    if (this.field.length > this.bounds.maxFieldChars) return this.overflow('field_chars', this.field.length);
    const recordChars = this.recordChars + this.field.length;
    if (recordChars > this.bounds.maxRecordChars) return this.overflow('record_chars', recordChars);
    return null;
  }

  private overflow(kind: CsvOverflow['kind'], length: number): CsvOverflow {
    return { kind, record: this.recordsDone, field: this.fieldCount, length };
  }

  end(out: string[][]): CsvOverflow | null {
    if (this.field.length > 0 || this.fieldCount > 0 || this.inQuotes) {
      const overflow = this.endField();
      if (overflow) return overflow;
      out.push(this.takeRecord());
    }
    return null;
  }

  /** The completed record, at its exact length; the list is ready for the next. */
  private takeRecord(): string[] {
    const record = this.record.slice(0, this.fieldCount);
    this.fieldCount = 0;
    return record;
  }

  private endField(): CsvOverflow | null {
    if (this.field.length > this.bounds.maxFieldChars) return this.overflow('field_chars', this.field.length);
    if (this.fieldCount >= this.bounds.maxFields) return this.overflow('fields', this.fieldCount + 1);
    this.recordChars += this.field.length;
    this.record[this.fieldCount++] = this.field;
    this.field = '';
    this.fieldStarted = false;
    this.inQuotes = false;
    return null;
  }
}
