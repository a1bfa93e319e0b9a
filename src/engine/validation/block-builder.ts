// Builds a body block with many fields (a type's special block) as a fast object, in a fixed key order.
//
// Why: V8 turns an object into a slow dictionary once more than about 16 properties are added to it by
// computed name (`block[name] = value`), and a special block has up to 28. Dictionary objects are slower to
// build, to check, to serialise and to hash, and larger to keep for 50,000 rows (docs/performance.md). Here each
// distinct set of fields gets a template object once; a row's block is a copy of its template with the values written
// in. The result equals the block built by plain assignments in slot order: same keys, same order, same values (a slot
// given twice keeps the first position and the last value, as plain assignments do).

type Block = Record<string, unknown>;

/** Slots beyond this cannot be told apart by a 31-bit mask; such blocks are built by plain assignments. */
const MAX_SLOTS = 31;
/** Distinct field sets remembered; beyond this, blocks are built by plain assignments. */
const MAX_TEMPLATES = 512;

export class BlockBuilder {
  private readonly names: string[] = [];
  private readonly values: unknown[] = [];
  private count = 0;
  private mask = 0;
  private readonly templates = new Map<number, Block>();

  /** `slots`: how many distinct positions a block may have; slots are put in increasing order. */
  constructor(private readonly slots: number) {}

  reset(): void {
    this.count = 0;
    this.mask = 0;
  }

  get size(): number {
    return this.count;
  }

  put(slot: number, name: string, value: unknown): void {
    this.names[this.count] = name;
    this.values[this.count] = value;
    this.count++;
    this.mask |= 1 << slot;
  }

  /** The block of the values put since the last reset. */
  build(): Block {
    const n = this.count;
    let template = this.slots <= MAX_SLOTS ? this.templates.get(this.mask) : undefined;
    if (template === undefined && this.slots <= MAX_SLOTS && this.templates.size < MAX_TEMPLATES) {
      // JSON.parse makes a fast object with every key inside the object itself, which its copies inherit;
      // null stands for any value. The names are catalog field names.
      const shape: Record<string, null> = {};
      for (let i = 0; i < n; i++) shape[this.names[i] ?? ''] = null;
      template = JSON.parse(JSON.stringify(shape)) as Block;
      this.templates.set(this.mask, template);
    }
    const block: Block = template === undefined ? {} : { ...template };
    for (let i = 0; i < n; i++) block[this.names[i] ?? ''] = this.values[i];
    this.values.fill(undefined, 0, n);
    return block;
  }
}
