// Types of layer-table.mjs (plain JavaScript so that eslint.config.js can load it).
export type Layer =
  | 'catalog'
  | 'engine'
  | 'sandbox'
  | 'cli'
  | 'app-services'
  | 'main'
  | 'preload'
  | 'browser-host'
  | 'renderer'
  | 'shared';

export interface LayerRule {
  /** Folders of src/ this layer's modules may import (its own included). */
  readonly layers: readonly Layer[];
  /** Packages it may import: exact names, or a prefix ending in `*` (`node:*`). */
  readonly packages: readonly string[];
}

export interface EnginePart {
  readonly part: string;
  /** Parts below it that it may import. */
  readonly may: readonly string[];
}

export const LAYERS: Readonly<Record<Layer, LayerRule>>;
export const ENGINE_PARTS: readonly EnginePart[];
export const MODULE_PACKAGES: Readonly<Record<string, readonly string[]>>;
export function layerOf(path: string): Layer | null;
export function enginePartOf(path: string): string | null;
export function importProblem(from: string, spec: string, target: string | null): string | null;
export function resolveRelative(from: string, spec: string): string | null;
