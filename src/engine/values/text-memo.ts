// Answers remembered per distinct cell text, up to a bound, so a column of unique texts cannot fill memory.

/** Distinct texts remembered per memo (per field, per region). */
export const REMEMBERED_TEXTS = 2048;

/**
 * A text → answer memo. Conversion of a text is pure, and words, yes/no answers, prices, settlements and dates
 * repeat a lot in a sheet, so a repeated text costs one lookup (docs/performance.md). Past the bound new texts are
 * answered afresh each time. A prototype-less object, as it was looked up faster than a Map here and has no inherited
 * keys.
 */
export class TextMemo<V> {
  private readonly byText: Record<string, V | undefined> = Object.create(null) as Record<string, V | undefined>;
  private size = 0;

  get(text: string): V | undefined {
    return this.byText[text];
  }

  remember(text: string, value: V): V {
    if (this.size < REMEMBERED_TEXTS) {
      this.byText[text] = value;
      this.size++;
    }
    return value;
  }
}
