// The template's renderer, loaded when first asked for: it brings exceljs, about 0.4 s of loading that the export
// starts before its list requests, so it is done while the service answers them (docs/performance.md, "Export").
import type * as RenderTemplate from '../template/render-template';

let loading: Promise<typeof RenderTemplate> | null = null;

/** The renderer module; the first call starts loading it, later calls share that load. */
export function templateRenderer(): Promise<typeof RenderTemplate> {
  loading ??= import('../template/render-template');
  return loading;
}
