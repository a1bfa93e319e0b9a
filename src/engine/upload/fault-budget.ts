// The upload's fault budget is the API client's shared fault ledger (src/engine/api/fault-ledger.ts), under the
// names the upload and its callers use.
import type { FaultLedger, FaultLedgerOptions } from '../api';
import { faultLedgerFile, openFaultLedger } from '../api';

export type FaultBudget = FaultLedger;
export type FaultBudgetOptions = FaultLedgerOptions;

/** Opens the shared count of the service address `baseUrl` reaches; give it to the API client as `faults`. */
export function openFaultBudget(o: FaultBudgetOptions): Promise<FaultBudget> {
  return openFaultLedger(o);
}

export const faultBudgetFile = faultLedgerFile;
