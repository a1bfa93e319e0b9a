// Which pages of rows the grid asks for: those under the view, then the neighbour the view is close to.
/** Rows per request; the contract allows up to 500, but a smaller page is parsed and checked within one frame. */
export const PAGE = 200;
/** Pages requested at once; later ones wait for an answer. */
const MAX_IN_FLIGHT = 3;
/** The neighbouring page is fetched ahead once the view is this close to it. */
const AHEAD_ROWS = 80;

/** Pages covering rows first..last, then the neighbours the view is close to. */
function pagesFor(first: number, last: number, total: number): number[] {
  const lastPage = Math.max(0, Math.ceil(total / PAGE) - 1);
  const from = Math.floor(first / PAGE);
  const to = Math.min(Math.floor(last / PAGE), lastPage);
  const pages: number[] = [];
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < lastPage && last % PAGE >= PAGE - AHEAD_ROWS) pages.push(to + 1);
  if (from > 0 && first % PAGE < AHEAD_ROWS) pages.push(from - 1);
  return pages;
}

/** The pages to ask for now for rows first..last: neither kept nor on their way, and only while room is left. */
export function pagesToFetch(
  [first, last]: readonly [number, number],
  total: number,
  kept: (page: number) => boolean,
  inFlight: ReadonlySet<number>,
): number[] {
  const fetch: number[] = [];
  for (const p of pagesFor(first, last, total)) {
    if (inFlight.size + fetch.length >= MAX_IN_FLIGHT) break;
    if (!kept(p) && !inFlight.has(p)) fetch.push(p);
  }
  return fetch;
}
