// The sheet roles the user can give a sheet, in the order the role list offers them, with their labels' keys.
import type { SheetRoleName } from '../../../../shared/contract';
import type { StringKey } from '../../i18n/ui-messages';

export const ROLE_LABEL: Record<SheetRoleName, StringKey> = {
  properties: 'roleProperties',
  sellers: 'roleSellers',
  property_images: 'rolePropertyImages',
  seller_images: 'roleSellerImages',
};

export const ROLES: readonly SheetRoleName[] = ['properties', 'sellers', 'property_images', 'seller_images'];

/** The role a role list's value names, or null for "not imported" (the empty value). */
export function roleFromValue(value: string): SheetRoleName | null {
  return (ROLES as readonly string[]).includes(value) ? (value as SheetRoleName) : null;
}
