// The upload's fault budget is the API client's shared fault ledger (src/engine/api/fault-ledger.ts), under the
// names the upload and its callers use.
import type { FaultLedger, FaultLedgerOptions, FaultReservation } from '../api';
import { faultLedgerFile, openFaultLedger } from '../api';
import type { Admission } from './batch-scheduler';

export type FaultBudget = FaultLedger;
export type FaultBudgetOptions = FaultLedgerOptions;

/** Opens the shared count of the service address `baseUrl` reaches; give it to the API client as `faults`. */
export function openFaultBudget(o: FaultBudgetOptions): Promise<FaultBudget> {
  return openFaultLedger(o);
}

export const faultBudgetFile = faultLedgerFile;

/** Room for a chunk: as many items as could all fail without crossing the safety line (all without a budget). */
export async function admitRoom(budget: FaultBudget | null, want: number): Promise<Admission<FaultReservation | null>> {
  if (budget === null) return { size: want, ticket: null };
  // A failed reservation re-reads the shared count, so the next try asks for what is really left.
  for (let attempt = 0; attempt < 3; attempt++) {
    const room = Math.min(want, budget.available());
    if (room <= 0) return null;
    const ticket = await budget.reserve(room);
    if (ticket !== null) return { size: room, ticket };
  }
  return null;
}
