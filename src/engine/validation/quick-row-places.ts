// The quick path's settlement and district cells, resolved with the region list and remembered per distinct text (a
// district per settlement), since a sheet names the same few places row after row.
import type { CellValue } from '../model/cell-value';
import type { RegionRef } from '../model/reference-data';
import type { ValueConverter } from '../values/convert-cell';
import type { RegionIndex } from '../values/region-index';
import { TextMemo } from '../values/text-memo';
import type { AreaCell, RegionCell } from './region-cells';
import { areaCell, regionCell } from './region-cells';
import type { PlannedColumn } from './sheet-plan';

export class PlaceMemo {
  private readonly regionMemo = new TextMemo<RegionCell>();
  private readonly areaMemos = new Map<RegionRef | null, TextMemo<AreaCell>>();

  constructor(
    /** The settlement and district columns, when mapped. */
    private readonly regionColumn: PlannedColumn | undefined,
    private readonly areaColumn: PlannedColumn | undefined,
    private readonly converter: ValueConverter,
    private readonly regions: RegionIndex | null,
  ) {}

  regionOf(cell: CellValue): RegionCell {
    const column = this.regionColumn;
    if (!column) return { kind: 'none' };
    const { converter, regions } = this;
    if (typeof cell !== 'string') return regionCell(column.def, cell, converter, regions);
    const memo = this.regionMemo;
    return memo.get(cell) ?? memo.remember(cell, regionCell(column.def, cell, converter, regions));
  }

  /** The district cell, read within the row's settlement. */
  areaOf(cell: CellValue, region: RegionRef | null): AreaCell {
    const column = this.areaColumn;
    if (!column) return { kind: 'none' };
    const { converter, regions } = this;
    if (typeof cell !== 'string') return areaCell(column.def, cell, converter, regions, region);
    let memo = this.areaMemos.get(region);
    if (!memo) this.areaMemos.set(region, (memo = new TextMemo()));
    return memo.get(cell) ?? memo.remember(cell, areaCell(column.def, cell, converter, regions, region));
  }
}
