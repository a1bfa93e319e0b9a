// One field's change a modify makes to a record the service holds: what is sent, cleared or kept, old and new.

/**
 * `set`: the row's value is sent. `clear`: the user emptied the cell and the value goes (sent as `null`, or `""` for
 * a description; or the service drops it itself, e.g. the district when the settlement changes). `kept`: the user
 * emptied the cell but the API cannot remove the value, so the service keeps it; nothing is sent for it.
 */
export type ChangeKind = 'set' | 'clear' | 'kept';

export interface FieldChange {
  /** Catalog key: `price.price`, `special.floor_area`, `seller.transfer_id`. */
  readonly key: string;
  readonly kind: ChangeKind;
  /** What the service holds (null: nothing). */
  readonly old: unknown;
  /** What the row says (null: the cell is empty). */
  readonly new: unknown;
  /** The header of the row's column for this field, when the plan knows the mapping. */
  readonly column?: string;
  /**
   * The user edited the field since the export and the portal's value changed too (it is not what the export wrote):
   * `old` is the portal's value, `new` the workbook's, which is sent (docs/round-trip.md, "Changed on both sides").
   */
  readonly conflict?: true;
}
