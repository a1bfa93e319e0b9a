// The files the browser host holds by id: workbooks the user uploaded, and results offered for download.
import { randomBytes } from 'node:crypto';

/** A file on this machine and the name the user knows it by. */
export interface HostFile {
  readonly path: string;
  readonly name: string;
}

/** Files kept under fresh random ids, so that an id cannot be guessed from another. */
export class HostFiles {
  private readonly byId = new Map<string, HostFile>();

  /** Keeps the file and answers the new id it is found by. */
  add(file: HostFile): string {
    const id = randomBytes(16).toString('hex');
    this.byId.set(id, file);
    return id;
  }

  get(id: string): HostFile | null {
    return this.byId.get(id) ?? null;
  }

  /** The paths of every file kept. */
  paths(): string[] {
    return [...new Set([...this.byId.values()].map((f) => f.path))];
  }
}
