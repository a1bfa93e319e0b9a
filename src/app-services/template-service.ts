// The app's "Download template": a new template workbook in the chosen language, one sheet per chosen property
// type, with the settlements of the connection's reference data (fetched now and saved for offline use), or
// without a connection of the newest copy saved at one (docs/wizard.md, Open step).
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describeCachedReference, obtainReferenceData, referenceCachesIn } from '../engine/reference';
import { explainNoRoom, openFaultLedger } from '../engine/api';
import type { PropertyType, Words } from '../catalog';
import { formatBoth, formatMessage } from '../catalog';
import { buildTemplate, typeWord } from '../engine/template';
import type { Language, TemplateRequest, TemplateResult } from '../shared/contract';
import { failBoth } from './app-failure';
import { FILE_NAME_MESSAGES } from './file-name-messages';
import { CONNECTION_MESSAGES as C } from './connection-messages';
import type { HostCapabilities } from './host-capabilities';
import type { ActiveConnection } from './connection-service';
import { dataFolders } from '../engine/pipeline/data-folders';

export interface TemplateServiceEnv {
  readonly host: HostCapabilities;
  readonly dataDir: string;
  readonly lang: () => Language;
  /** The active connection, null when not connected. */
  readonly connection: () => ActiveConnection | null;
}

/** `sablon-lakas-haz.xlsx` / `template.xlsx`: the workbook's language and the chosen types, ASCII only. */
export function templateFileName(language: Language, types: readonly PropertyType[]): string {
  const word = formatMessage(FILE_NAME_MESSAGES.template, language);
  const plain = (t: PropertyType): string =>
    typeWord(t, language)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${[word, ...types.map(plain)].join('-')}.xlsx`;
}

/** Written templates live under the data folder until the next one replaces them (the browser downloads later). */
async function freshFolder(dataDir: string): Promise<string> {
  const root = join(dataDir, 'templates');
  await mkdir(root, { recursive: true });
  for (const old of await readdir(root)) await rm(join(root, old), { recursive: true, force: true });
  const folder = join(root, randomBytes(16).toString('hex'));
  await mkdir(folder);
  return folder;
}

/**
 * Refreshes the connection's saved reference data from the service, so the newest copy is this connection's. A
 * failed fetch is not an error here: the template is then built from the newest saved copy, which it names, and the
 * user is told why the connection's own could not be had (not asked to connect: they are).
 */
async function refreshFromConnection(env: TemplateServiceEnv): Promise<Words | null> {
  const conn = env.connection();
  if (conn === null) return null;
  const cacheFolder = dataFolders(env.dataDir).reference;
  const faults = await openFaultLedger({ dir: dataFolders(env.dataDir).faults, baseUrl: conn.baseUrl });
  if (faults.available() <= 0) {
    const why = explainNoRoom(faults);
    await faults.release();
    return {
      en: formatMessage(C.templateReferenceNoRoom, 'en', { why: why.en }),
      hu: formatMessage(C.templateReferenceNoRoom, 'hu', { why: why.hu }),
    };
  }
  const outcome = await obtainReferenceData({ connection: { ...conn.credentials, faults }, cacheFolder }).finally(() =>
    faults.release(),
  );
  if (outcome.source === 'service' || outcome.fetchError === null) return null;
  const { baseUrl } = conn;
  return outcome.fetchError.kind === 'unreachable'
    ? formatBoth(C.templateReferenceUnreachable, { baseUrl })
    : formatBoth(C.templateReferenceRefused, { baseUrl });
}

export async function downloadTemplate(env: TemplateServiceEnv, req: TemplateRequest): Promise<TemplateResult> {
  const language = req.language ?? env.lang();
  const types = [...new Set(req.types ?? [])];
  const notes: string[] = [];
  const fetchFailed = await refreshFromConnection(env);
  const [newest] = await referenceCachesIn(dataFolders(env.dataDir).reference, (m) => notes.push(m));
  const name = templateFileName(language, types);
  const out = join(await freshFolder(env.dataDir), name);
  const built = await buildTemplate({ lang: language, types, reference: newest?.data ?? null, out });
  if (!built.ok) failBoth('internal', formatBoth(C.templateNotBuilt, { detail: built.error.message }));
  const ui = env.lang();
  return {
    name,
    saved: await env.host.offerFile(built.value.path, name),
    settlements: newest?.data.regions.length ?? 0,
    source: newest ? describeCachedReference(newest)[ui] : null,
    fetchFailed: fetchFailed?.[ui] ?? null,
  };
}
