// The office defaults: what an office means without saying it, filled into a row's body and told as notices.
type Block = Record<string, unknown>;
type Body = Record<string, Block>;

/** A default an office takes for granted, applied to a row: shown as a notice, not an error. */
export interface RowNotice {
  readonly field: string;
  readonly column: string | null;
  readonly message: string;
  readonly messageHu: string;
}

/**
 * What an office means without saying it: the utility fee (and a deposit that is an amount of money) is in the
 * price's currency, and a rent is per month. Only fills what the row leaves empty and no cell got wrong.
 */
export function applyOfficeDefaults(
  b: Body,
  isBad: (key: string) => boolean,
  columnOf: ReadonlyMap<string, string>,
): RowNotice[] {
  const out: RowNotice[] = [];
  const price = b.price;
  if (!price) return out;
  const currency = price.price_currency;
  const money = currency === 'huf' || currency === 'eur' ? currency : null;
  const word = money === null ? '' : money.toUpperCase();
  if (
    money !== null &&
    price.overhead !== undefined &&
    price.overhead_currency === undefined &&
    !isBad('price.overhead_currency')
  ) {
    price.overhead_currency = money;
    out.push(
      notice(
        columnOf,
        'price.overhead_currency',
        `Utility fee currency: none given, so the price's (${word}).`,
        `Rezsi pénzneme: nincs megadva, ezért az áré (${word}).`,
      ),
    );
  }
  // A deposit of 1,000 or more is an amount of money; a small number is a count of months, which no default decides.
  if (
    money !== null &&
    typeof price.deposit === 'number' &&
    price.deposit >= 1000 &&
    price.deposit_type === undefined &&
    !isBad('price.deposit_type')
  ) {
    price.deposit_type = money;
    out.push(
      notice(
        columnOf,
        'price.deposit_type',
        `Deposit type: none given, so an amount in the price's currency (${word}).`,
        `Kaució típusa: nincs megadva, ezért összeg az ár pénznemében (${word}).`,
      ),
    );
  }
  if (b.property?.action === 'rent' && price.price_period === undefined && !isBad('price.price_period')) {
    price.price_period = 'monthly';
    out.push(
      notice(
        columnOf,
        'price.price_period',
        'Rent period: none given, so monthly.',
        'Bérleti időszak: nincs megadva, ezért havi.',
      ),
    );
  }
  return out;
}

function notice(columnOf: ReadonlyMap<string, string>, field: string, message: string, messageHu: string): RowNotice {
  return { field, column: columnOf.get(field) ?? null, message, messageHu };
}
