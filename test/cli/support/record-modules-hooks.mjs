// Module resolve hook (runs on the loader thread): appends each resolved URL to the file named by $RECORD_MODULES.
import { appendFileSync } from 'node:fs';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (process.env.RECORD_MODULES) appendFileSync(process.env.RECORD_MODULES, `${resolved.url}\n`);
  return resolved;
}
