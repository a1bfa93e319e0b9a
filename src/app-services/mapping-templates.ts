// Saved column mappings (the engine's template format), one JSON file per name in the data folder.
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { MappingTemplate } from '../engine/mapping';
import { readMappingTemplate, saveMappingTemplate } from '../engine/mapping';
import { formatBoth } from '../catalog';
import { failBoth } from './app-failure';
import { CONNECTION_MESSAGES } from './connection-messages';

export class MappingTemplates {
  private readonly dir: string;
  constructor(dataDir: string) {
    this.dir = join(dataDir, 'mapping-templates');
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => []);
    return names
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .sort();
  }

  async save(name: string, template: MappingTemplate): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const saved = await saveMappingTemplate(join(this.dir, `${name}.json`), template);
    if (!saved.ok) failBoth('internal', saved.error);
  }

  async load(name: string): Promise<MappingTemplate> {
    if (!(await this.list()).includes(name))
      failBoth('not_found', formatBoth(CONNECTION_MESSAGES.noMappingTemplate, { name }));
    // A saved template is the app's own state: a damaged one is moved aside (docs/security.md, "Local state").
    const t = await readMappingTemplate(join(this.dir, `${name}.json`), { moveAside: true });
    return t.ok ? t.value : failBoth('invalid_request', t.error);
  }
}
