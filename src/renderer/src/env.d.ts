// What the preload exposes to the page (Electron); absent in the browser, where the HTTP client stands in.
import type { RendererApi } from '../../shared/contract';

declare global {
  interface Window {
    readonly api?: RendererApi;
    readonly platform?: { readonly mode: 'electron'; pathForFile(file: File): string };
  }
}

export {};
