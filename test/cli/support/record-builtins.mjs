// Loaded with `node --import`: writes, at exit, the names of Node's own modules the process loaded into
// $RECORD_BUILTINS (modules required through `createRequire` do not pass the module hooks record-modules.mjs uses).
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  const names = process.moduleLoadList.flatMap((m) => /^NativeModule (\S+)$/.exec(m)?.[1] ?? []);
  if (process.env.RECORD_BUILTINS) writeFileSync(process.env.RECORD_BUILTINS, names.join('\n'));
});
