// Areas: an area of 0, floor and plot swapped (900 m² of floor on an 80 m² plot), and more rooms than the floor can
// hold.
import type { ListingFacts } from './listing-facts';
import { plotSquareMetres } from './listing-facts';
import type { PlausibilityWarning } from './plausibility-warning';
import { formatBoth } from '../../catalog';
import { numberInBoth } from './amounts-in-both';
import { WARNING_MESSAGES } from './plausibility-messages';
import { FLOOR_OVER_PLOT_RATIO, MIN_FLOOR_PER_ROOM, SWAP_TYPES } from './thresholds';

export interface AreaJudgement {
  readonly warnings: readonly PlausibilityWarning[];
  /** The facts with the swap undone, so the price is judged per the likely floor area. */
  readonly facts: ListingFacts;
}

function swapWarning(f: ListingFacts): PlausibilityWarning | null {
  const plot = plotSquareMetres(f);
  if (f.type === null || !SWAP_TYPES.includes(f.type) || f.floorArea === null || plot === null) return null;
  if (f.floorArea <= plot * FLOOR_OVER_PLOT_RATIO) return null;
  // In m² the two values trade places; in another unit the plot is converted, so only a person can fix it.
  const inMetres = f.plotUnit === 'square_metre' && f.plotArea !== null;
  const message = inMetres ? WARNING_MESSAGES.areasSwappedInMetres : WARNING_MESSAGES.areasSwapped;
  const text = formatBoth(message, { floor: numberInBoth(f.floorArea), plot: numberInBoth(plot) });
  return {
    kind: 'areas-swapped',
    sheet: f.sheet,
    row: f.row,
    field: 'special.floor_area',
    value: f.floorArea,
    fix: inMetres
      ? [
          { field: 'special.floor_area', value: f.plotArea ?? 0 },
          { field: 'special.plot_area', value: f.floorArea },
        ]
      : [],
    basis: 'row',
    message: text.en,
    messageHu: text.hu,
  };
}

/** An area of 0 m²: the API takes it, no listing has it (a slip, or "not known" typed as 0). */
function zeroAreaWarning(f: ListingFacts): PlausibilityWarning | null {
  if (f.zeroArea === null) return null;
  const message = f.zeroArea === 'special.floor_area' ? WARNING_MESSAGES.zeroFloorArea : WARNING_MESSAGES.zeroPlotArea;
  const text = formatBoth(message);
  return {
    kind: 'zero-area',
    sheet: f.sheet,
    row: f.row,
    field: f.zeroArea,
    value: 0,
    fix: [],
    basis: 'row',
    message: text.en,
    messageHu: text.hu,
  };
}

function roomsWarning(f: ListingFacts): PlausibilityWarning | null {
  if (f.rooms === null || f.floorArea === null || f.floorArea / f.rooms >= MIN_FLOOR_PER_ROOM) return null;
  const text = formatBoth(WARNING_MESSAGES.roomsVsArea, {
    rooms: numberInBoth(f.rooms),
    floor: numberInBoth(f.floorArea),
    min: MIN_FLOOR_PER_ROOM,
  });
  return {
    kind: 'rooms-vs-area',
    sheet: f.sheet,
    row: f.row,
    field: 'special.number_of_rooms',
    value: f.rooms,
    fix: [],
    basis: 'row',
    message: text.en,
    messageHu: text.hu,
  };
}

/** The warnings of a row with nothing to say about its areas (most rows): one list for all of them. */
const NO_WARNINGS: readonly PlausibilityWarning[] = Object.freeze([]);

export function areaJudgement(f: ListingFacts): AreaJudgement {
  // Said once: the rooms of a floor of 0 would only repeat it.
  const zero = zeroAreaWarning(f);
  if (zero !== null) return { warnings: [zero], facts: f };
  const swap = swapWarning(f);
  // The rooms are judged by the floor area only when it is not the plot's.
  if (swap !== null) return { warnings: [swap], facts: { ...f, floorArea: plotSquareMetres(f) } };
  const rooms = roomsWarning(f);
  return { warnings: rooms === null ? NO_WARNINGS : [rooms], facts: f };
}
