// Saved column mappings, matched to a workbook by sheet role and column header when loaded.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { fail } from './app-failure';
import { readJsonFile, writeJsonFile } from './json-file';

export const MappingTemplateSchema = z.object({
  version: z.literal(1),
  sheets: z.array(z.object({
    role: z.enum(['properties', 'sellers', 'property_images', 'seller_images']),
    columns: z.array(z.object({ header: z.string(), field: z.string().nullable() })),
  })),
});
export type MappingTemplate = z.infer<typeof MappingTemplateSchema>;

export class MappingTemplates {
  private readonly dir: string;
  constructor(dataDir: string) {
    this.dir = join(dataDir, 'mapping-templates');
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => []);
    return names.filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5)).sort();
  }

  save(name: string, template: MappingTemplate): Promise<void> {
    return writeJsonFile(join(this.dir, `${name}.json`), template);
  }

  async load(name: string): Promise<MappingTemplate> {
    const t = await readJsonFile<MappingTemplate | null>(join(this.dir, `${name}.json`), MappingTemplateSchema, null);
    return t ?? fail('not_found', `There is no mapping template named "${name}".`);
  }
}
