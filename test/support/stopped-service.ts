// The address of a sandbox that was started and stopped: it refuses connections, as a service that is down does.
import { startSandbox } from '../../src/sandbox';

export async function stoppedServiceAddress(): Promise<string> {
  const sandbox = await startSandbox({ port: 0, seed: 'demo' });
  await sandbox.close();
  return sandbox.baseUrl;
}
