// The contract boundary on the Node side: input is `unknown` until the method's zod schema accepts it.
import type { Outcome } from '../shared/contract';
import { CONTRACT } from '../shared/contract';
import type { MethodName } from '../shared/contract-methods';
import { METHOD_NAMES } from '../shared/contract-methods';
import { AppFailure } from './app-failure';
import type { Handlers } from './app-services';

export function isMethodName(name: unknown): name is MethodName {
  return typeof name === 'string' && (METHOD_NAMES as readonly string[]).includes(name);
}

/** Validates the arguments, runs the method, and returns a typed outcome; never throws. */
export async function dispatch(handlers: Handlers, method: MethodName, rawArgs: unknown): Promise<Outcome<unknown>> {
  const def = CONTRACT[method];
  const args = def.args.safeParse(rawArgs ?? {});
  if (!args.success) {
    const first = args.error.issues[0];
    return {
      ok: false,
      error: {
        code: 'invalid_request',
        message: `${method}: ${first ? `${first.path.join('.') || 'arguments'}: ${first.message}` : 'bad arguments'}`,
      },
    };
  }
  try {
    const run = handlers[method] as (a: unknown) => Promise<unknown>;
    const value = await run(args.data);
    const checked = def.result.safeParse(value);
    if (!checked.success) {
      console.error(`[contract] ${method} produced a result outside its schema:`, checked.error.issues.slice(0, 3));
      return { ok: false, error: { code: 'internal', message: `${method} produced an unexpected result.` } };
    }
    return { ok: true, value: checked.data };
  } catch (e) {
    if (e instanceof AppFailure) return { ok: false, error: { code: e.code, message: e.message } };
    console.error(`[contract] ${method} failed:`, e instanceof Error ? e.message : 'unknown error');
    return {
      ok: false,
      error: { code: 'internal', message: `${method} failed: ${e instanceof Error ? e.message : 'unknown error'}` },
    };
  }
}
