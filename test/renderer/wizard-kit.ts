// Values the wizard's flow tests feed to its reducer: a connection, a workbook, a mapping, summaries and runs.
import type {
  Connection,
  Counts,
  MappingView,
  RunSummary,
  ValidationSummary,
  WorkbookInfo,
} from '../../src/shared/contract';

export const CONNECTION: Connection = {
  profileId: 'sandbox',
  profileName: 'Sandbox',
  baseUrl: 'http://127.0.0.1:1/api/json/v3',
  user: 'demo',
  officeId: 1,
  officeName: 'Duna-Part Ingatlan',
};

export const WORKBOOK: WorkbookInfo = { fileName: 'hirdetesek.xlsx', format: 'xlsx', sheets: [] };

export const MAPPING: MappingView = { sheets: [] };

export function counts(c: Partial<Counts>): Counts {
  const base = { valid: 0, invalid: 0, failed: 0, done: 0, blocked: 0, ...c };
  return { ...base, total: base.valid + base.invalid + base.failed + base.done + base.blocked };
}

export function summaryOf(c: Counts): ValidationSummary {
  return { counts: c, sheets: [], notices: [] };
}

export function runOf(runId: string, dryRun: boolean, failed = 0): RunSummary {
  return {
    runId,
    dryRun,
    outcome: 'completed',
    message: null,
    created: 0,
    updated: 0,
    failed,
    skipped: 0,
    invalid: 0,
    planned: 0,
    durationMs: 1,
    faultBudget: { used: 0, limit: 50, stopAt: 40 },
  };
}
