// Reading the user's workbook inside a step, with reader faults reported as the user's file, under the user's name.
import { basename } from 'node:path';
import type { WorkbookError } from '../../engine/model/workbook-error';
import { WorkbookReadError } from '../../engine/model/workbook-error';
import { failBoth } from '../app-failure';

/**
 * The reader's messages name the file it read, which for an upload is a temporary copy: the user's name goes in its
 * place, in both languages (the reader words each fault in Hungarian too, with its figures).
 */
export function fileFailure(e: WorkbookError, path: string, fileName: string): never {
  const named = (text: string): string => text.split(path).join(fileName).split(basename(path)).join(fileName);
  return failBoth('bad_workbook', { en: named(e.message), hu: named(e.messageHu) });
}

/** A fault the reader finds mid-sheet (a truncated or damaged part) is the user's file, not our bug: say what to do. */
export async function reading<T>(path: string, fileName: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof WorkbookReadError) return fileFailure(e.detail, path, fileName);
    throw e;
  }
}
