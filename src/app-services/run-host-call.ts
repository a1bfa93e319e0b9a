// The capabilities a worker asks its host for: only the host has dialogs, the shell, downloads and the key store.
import type { HostCapabilities } from './host-capabilities';
import type { HostCallName } from './worker-protocol';

/** Runs one capability the worker asked for, with the arguments it sent. */
export async function runHostCall(
  host: HostCapabilities,
  call: HostCallName,
  args: readonly unknown[],
): Promise<unknown> {
  const text = (i: number): string => String(args[i] ?? '');
  switch (call) {
    case 'chooseWorkbook':
      return host.chooseWorkbook();
    case 'offerFile':
      return host.offerFile(text(0), text(1));
    case 'openPath':
      return host.openPath(text(0));
    case 'encrypt':
      return host.secretBox.encrypt(text(0));
    case 'decrypt':
      return host.secretBox.decrypt(text(0));
  }
}
