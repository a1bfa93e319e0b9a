// The sandbox office exported by the engine, as an office worker would get it from the Export view, and edited the
// way they would edit it in Excel: for tests of an export's round trip through the wizard.
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createApiClient } from '../../../src/engine/api';
import { runExport } from '../../../src/engine/export';
import { obtainReferenceData } from '../../../src/engine/reference';
import { DEMO } from '../../../src/sandbox';
import { ConnectPage } from '../pages/connect-page';
import { ExportPage } from '../pages/export-page';
import { OpenPage } from '../pages/open-page';
import { WizardPage } from '../pages/wizard-page';
import { OFFICE } from './wizard-flow';

/** The sandbox's address as the browser host's profiles name it. */
export async function sandboxUrl(request: APIRequestContext, origin: string): Promise<string> {
  const profiles = await request.post(`${origin}/api/listProfiles`, {
    headers: { 'x-li-request': '1', 'content-type': 'application/json', origin },
    data: {},
  });
  const body = (await profiles.json()) as { value: { profiles: { id: string; baseUrl: string }[] } };
  return body.value.profiles.find((p) => p.id === 'sandbox')?.baseUrl ?? '';
}

/** Sets one cell of the demo listing's row (row 2 of `Ingatlanok`), found by its header. */
export type ListingEdit = (set: (header: string, value: string) => void) => void;

/** The Budapest office exported in Hungarian into `work`, the demo listing's row edited; returns the edited copy. */
export async function editedOfficeExport(baseUrl: string, work: string, edit: ListingEdit): Promise<string> {
  const { username: user, password } = DEMO.users.demo;
  const made = createApiClient({ baseUrl, user, password });
  if (!made.ok) throw new Error(made.error.en);
  const exported = join(work, 'export.xlsx');
  try {
    const reference = await obtainReferenceData({
      connection: { baseUrl, user, password, faults: null },
      cacheFolder: join(work, 'reference'),
    });
    const query = { officeIds: [DEMO.offices.budapest], types: [], status: null, updatedAfter: null, lang: 'hu' };
    const r = await runExport({
      client: made.value,
      query: { ...query, lang: 'hu' as const },
      reference: reference.data,
      out: exported,
      overwrite: false,
    });
    if (!r.ok) throw new Error(r.error.message);
  } finally {
    await made.value.close();
  }
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(exported);
  const ws = wb.getWorksheet('Ingatlanok');
  if (!ws) throw new Error('no Ingatlanok sheet');
  const header = Array.from(ws.getRow(1).values as unknown[], (v) => String(v ?? ''));
  // The Service ID column in the export's language.
  const id = header.findIndex((h) => h === 'Service ID' || h === 'Szolgáltatói azonosító');
  if (Number(ws.getRow(2).getCell(id).value) !== DEMO.properties.angyalfoldFlat.id) {
    throw new Error('the demo listing is not in row 2');
  }
  edit((name, value) => {
    // The export's headers may carry the field's key after the label (`Hirdetés azonosító [id.transfer_id]`).
    const at = header.findIndex((h) => h === name || h.startsWith(`${name} [`));
    if (at < 1) throw new Error(`the export has no column "${name}"`);
    ws.getRow(2).getCell(at).value = value;
  });
  const out = join(work, 'edited.xlsx');
  await wb.xlsx.writeFile(out);
  return out;
}

/** Connects the app to the sandbox office, exports it, edits the demo listing's row, and opens the edited copy. */
export async function connectAndOpenExport(
  page: Page,
  host: { readonly url: string; readonly origin: string },
  work: string,
  edit: ListingEdit = () => undefined,
): Promise<OpenPage> {
  await new WizardPage(page).open(host.url);
  const connect = new ConnectPage(page);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  const workbook = await editedOfficeExport(await sandboxUrl(page.request, host.origin), work, edit);
  const open = new OpenPage(page);
  await open.chooseFile(workbook);
  return open;
}

/** Connects the app to the sandbox office, exports it in the app and opens the export for editing (the Open step). */
export async function connectAndEditAppExport(page: Page, url: string): Promise<void> {
  const connect = new ConnectPage(page);
  await connect.open(url);
  await connect.connectToSandbox(OFFICE);
  await connect.useOffice();
  const exporter = new ExportPage(page);
  await exporter.openView();
  await exporter.start();
  await exporter.openForEditing();
}
