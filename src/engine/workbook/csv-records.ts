// A streaming CSV record splitter (RFC 4180 plus what Excel writes): quoted fields with separators, doubled quotes
// and line breaks inside, CRLF or LF, and any chunk boundary. Small enough to own; a library would add a dependency
// for the same forty lines and would still need the separator detection below.

/**
 * The separator of a CSV file: Hungarian Excel writes `;`, others `,`. Judged by the header, taken as the line (of
 * the first 20, outside quotes) where a candidate occurs most often, so a title line above the table cannot decide it.
 */
export function detectSeparator(text: string): string {
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
  for (let i = 0; i < text.length && lines < 20; i++) {
    const ch = text[i] ?? '';
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && ch === '\n') endLine();
    else if (!inQuotes && line.has(ch)) line.set(ch, (line.get(ch) ?? 0) + 1);
  }
  if (lines < 20) endLine();
  let separator = ',';
  let most = 0;
  for (const [sep, count] of best) if (count > most) { separator = sep; most = count; }
  return separator;
}

export class CsvRecordSplitter {
  private field = '';
  private record: string[] = [];
  private inQuotes = false;
  /** A quote ended the previous chunk inside a quoted field: a doubled quote or the field's end, decided by the next char. */
  private quotePending = false;
  private skipLineFeed = false;
  private fieldStarted = false;

  constructor(private readonly separator: string, private readonly maxRecordChars: number) {}

  /** Completed records of this chunk; returns false when a record grew past the limit. */
  push(text: string, out: string[][]): boolean {
    const sep = this.separator;
    let i = 0;
    let run = 0;
    if (this.quotePending) {
      this.quotePending = false;
      if (text.startsWith('"')) { this.field += '"'; i = 1; run = 1; } else { this.inQuotes = false; }
    }
    if (this.skipLineFeed && text.startsWith('\n', i)) { i++; run = i; }
    this.skipLineFeed = false;
    for (; i < text.length; i++) {
      const ch = text[i];
      if (this.inQuotes) {
        if (ch !== '"') continue;
        this.field += text.slice(run, i);
        if (i + 1 >= text.length) { this.quotePending = true; run = i + 1; continue; }
        if (text[i + 1] === '"') { this.field += '"'; i++; } else { this.inQuotes = false; }
        run = i + 1;
        continue;
      }
      if (ch === sep) {
        this.field += text.slice(run, i);
        this.endField();
        run = i + 1;
      } else if (ch === '\n' || ch === '\r') {
        this.field += text.slice(run, i);
        this.endField();
        out.push(this.record);
        this.record = [];
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
    return this.field.length + this.record.length <= this.maxRecordChars;
  }

  end(out: string[][]): void {
    if (this.field.length > 0 || this.record.length > 0 || this.inQuotes) {
      this.endField();
      out.push(this.record);
      this.record = [];
    }
  }

  private endField(): void {
    this.record.push(this.field);
    this.field = '';
    this.fieldStarted = false;
    this.inQuotes = false;
  }
}
