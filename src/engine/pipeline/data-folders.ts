// Where the command line and the app keep their state under one data folder, named once: one fault budget per
// service, one journal, one reference cache and one seller cache for both, so a run of either knows what the other
// learnt and counts in the same budget (docs/architecture.md, "One orchestration").
import { join } from 'node:path';

export interface DataFolders {
  readonly journal: string;
  readonly faults: string;
  readonly reference: string;
  readonly sellers: string;
}

export function dataFolders(root: string): DataFolders {
  return {
    journal: join(root, 'journal'),
    faults: join(root, 'fault-budget'),
    reference: join(root, 'reference-cache'),
    sellers: join(root, 'seller-cache'),
  };
}
