// The service's own field paths inside a refusal's detail (`location.area_id: 2001 belongs to region 2, …`) named as
// staff know the field: the workbook's header of its column, else the catalog's label; the rest of the detail stays
// as the service wrote it (docs/messages.md, "The service's refusals").
import type { SheetRole, Words } from '../../catalog';
import { fieldKeyOf, findField } from '../../catalog';
import type { UploadResource } from '../model/planned-request';
import { knownFieldName } from '../validation/describe-problem';

/** The workbook's header of a field of the refused row's sheet, where a column is mapped to it. */
export type HeaderOf = (field: string) => string | undefined;

const ROLE_OF: Readonly<Record<UploadResource, SheetRole>> = {
  seller: 'sellers',
  property: 'properties',
  seller_image: 'seller_images',
  property_image: 'property_images',
};

/** A dotted path of lower-case names and indexes, as the service writes a field (`special.house.floor_area`). */
const PATH = /(?<![\w./@-])[a-z_]+(?:\.[a-z0-9_]+)+(?![\w/@-]|\.\w)/g;

/** The detail with each path the catalog knows for the resource named in each language; other text unchanged. */
export function serviceFieldsNamed(detail: string, resource: UploadResource, headerOf: HeaderOf): Words {
  const role = ROLE_OF[resource];
  const named = (lang: 'en' | 'hu'): string =>
    detail.replace(PATH, (path) => {
      const key = fieldKeyOf(path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)));
      const def = findField(role, key);
      return def === undefined ? path : knownFieldName(def, key, lang, headerOf(key));
    });
  return { en: named('en'), hu: named('hu') };
}
