// Loaded with `node --import`: writes the names of Node's own modules the process loaded into $RECORD_BUILTINS at
// exit, and those loaded when its first request's headers were written into $RECORD_BUILTINS_AT_SEND (undici's
// diagnostics channel; the $RECORD_BUILTINS_SENDS-th request's instead when set). Modules required through
// `createRequire` do not pass the hooks record-modules.mjs uses.
import diagnostics from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';

const builtins = () => process.moduleLoadList.flatMap((m) => /^NativeModule (\S+)$/.exec(m)?.[1] ?? []);

let sends = Number(process.env.RECORD_BUILTINS_SENDS ?? 1);
const sent = () => {
  sends -= 1;
  if (sends > 0) return;
  diagnostics.unsubscribe('undici:client:sendHeaders', sent);
  if (process.env.RECORD_BUILTINS_AT_SEND) writeFileSync(process.env.RECORD_BUILTINS_AT_SEND, builtins().join('\n'));
};
diagnostics.subscribe('undici:client:sendHeaders', sent);

process.on('exit', () => {
  if (process.env.RECORD_BUILTINS) writeFileSync(process.env.RECORD_BUILTINS, builtins().join('\n'));
});
