// Reading the user's workbook inside a step, with reader faults reported as the user's file, under the user's name.
import { basename } from 'node:path';
import type { WorkbookError } from '../../engine/workbook/workbook-types';
import { WorkbookReadError } from '../../engine/workbook/workbook-types';
import { fail } from '../app-failure';
import type { ServiceMessageId } from '../messages/service-messages';
import { message } from '../messages/service-messages';

const FILE_MESSAGE: Readonly<Record<WorkbookError['kind'], ServiceMessageId>> = {
  unsupported_format: 'fileUnsupported',
  encrypted: 'fileEncrypted',
  corrupt: 'fileCorrupt',
  empty: 'fileEmpty',
  not_found: 'fileNotFound',
  too_large: 'fileTooLarge',
};

/**
 * The reader's message names the file it read, which for an upload is a temporary copy: the user's name goes in its
 * place. Hungarian comes from the catalog by the kind of fault.
 */
export function fileFailure(e: WorkbookError, path: string, fileName: string): never {
  const en = e.message.split(basename(path)).join(fileName).split(path).join(fileName);
  return fail('bad_workbook', en, message('hu', FILE_MESSAGE[e.kind], { file: fileName }));
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
