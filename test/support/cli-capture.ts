// The command line's output caught in arrays instead of the terminal: what the CLI kits hand a command as its `io`.
export interface CapturedCliIo {
  readonly out: string[];
  readonly errors: string[];
  readonly io: { log(s: string): void; error(s: string): void; progress: false };
}

export function captureCliIo(): CapturedCliIo {
  const out: string[] = [];
  const errors: string[] = [];
  return {
    out,
    errors,
    io: { log: (s: string) => out.push(s), error: (s: string) => errors.push(s), progress: false },
  };
}
