// The service's own field paths inside a refusal (`location.area_id: 2001 belongs to region 2, …`) named as staff
// know the field: the workbook's header of its column, else the catalog's label (docs/messages.md, "The service's
// refusals").
import type { FieldNamer, SheetRole } from '../../catalog';
import { findField, serviceFieldKey } from '../../catalog';
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

/** Names each path the catalog knows for the resource in each language; a path it does not know, not at all. */
export function serviceFieldNamer(resource: UploadResource, headerOf: HeaderOf): FieldNamer {
  const role = ROLE_OF[resource];
  return (path) => {
    const key = serviceFieldKey(path);
    const def = findField(role, key);
    if (def === undefined) return undefined;
    const header = headerOf(key);
    return { en: knownFieldName(def, key, 'en', header), hu: knownFieldName(def, key, 'hu', header) };
  };
}
