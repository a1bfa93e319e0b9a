// Why a template could not be made; every message names the bad value and what is allowed.
import type { Lang } from '../../catalog';
import { PROPERTY_TYPES } from '../../catalog';

export type TemplateError =
  | { readonly kind: 'file_exists'; readonly path: string; readonly message: string }
  | {
      readonly kind: 'unknown_type';
      readonly value: string;
      readonly allowed: readonly string[];
      readonly message: string;
    }
  | {
      readonly kind: 'unknown_lang';
      readonly value: string;
      readonly allowed: readonly string[];
      readonly message: string;
    }
  | { readonly kind: 'write_failed'; readonly path: string; readonly message: string };

export const TEMPLATE_LANGS: readonly Lang[] = ['hu', 'en'];

export function fileExistsError(file: string): TemplateError {
  return {
    kind: 'file_exists',
    path: file,
    message: `${file} already exists; choose another file or allow overwriting it (--force).`,
  };
}

export function unknownTypeError(value: string): TemplateError {
  return {
    kind: 'unknown_type',
    value,
    allowed: PROPERTY_TYPES,
    message: `Unknown property type "${value}"; allowed: ${PROPERTY_TYPES.join(', ')}.`,
  };
}

export function unknownLangError(value: string): TemplateError {
  return {
    kind: 'unknown_lang',
    value,
    allowed: TEMPLATE_LANGS,
    message: `Unknown language "${value}"; allowed: ${TEMPLATE_LANGS.join(', ')}.`,
  };
}
