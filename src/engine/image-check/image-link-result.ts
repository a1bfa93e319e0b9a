// What the check found for one image URL, and its words in both languages.
import type { Words } from '../../catalog';

export type ImageLinkOutcome =
  'reachable' | 'not-found' | 'not-an-image' | 'too-large' | 'too-slow' | 'refused' | 'not-checked';

export interface ImageLinkResult {
  readonly url: string;
  readonly outcome: ImageLinkOutcome;
  /** The HTTP status of the last answer, when there was one. */
  readonly status: number | null;
  /** The address the redirects led to, when it differs. */
  readonly finalUrl: string | null;
  readonly message: string;
  readonly messageHu: string;
}

export function linkResult(
  url: string,
  outcome: ImageLinkOutcome,
  text: Words,
  at: { readonly status?: number; readonly finalUrl?: string } = {},
): ImageLinkResult {
  return {
    url,
    outcome,
    status: at.status ?? null,
    finalUrl: at.finalUrl !== undefined && at.finalUrl !== url ? at.finalUrl : null,
    message: text.en,
    messageHu: text.hu,
  };
}
