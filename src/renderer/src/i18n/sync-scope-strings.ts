// The words of the sync preview's scope: the one the export recorded, or one the user names when the workbook
// records none (docs/round-trip.md, "Sync preview").
import type { Language } from '../../../shared/contract';
import type { MessageParams, MessageText } from '../../../shared/format-message';
import { formatMessage } from '../../../shared/format-message';

const en = {
  scopeUsed: 'Compared within: {scope}',
  scopeName: 'Which listings does this workbook hold?',
  scopeNameIntro:
    'Only listings inside this scope that the workbook lacks are offered for withdrawal. With no type ticked, it ' +
    'holds every type of this office.',
  scopeTypes: 'Property types',
  scopeStatus: 'Status',
  scopeStatusAny: 'active and inactive',
  scopeStatusActive: 'active only',
  scopeStatusInactive: 'inactive only',
  scopeLook: 'Compare within this scope',
} as const satisfies Record<string, MessageText>;

export type SyncScopeStringKey = keyof typeof en;

const hu: Record<SyncScopeStringKey, MessageText> = {
  scopeUsed: 'Összevetés ezen belül: {scope}',
  scopeName: 'Mely hirdetéseket tartalmazza ez a munkafüzet?',
  scopeNameIntro:
    'Visszavonásra csak az ezen belüli, a munkafüzetből hiányzó hirdetések kerülnek. Ha egy típus sincs bejelölve, ' +
    'az iroda minden típusát tartalmazza.',
  scopeTypes: 'Ingatlantípusok',
  scopeStatus: 'Állapot',
  scopeStatusAny: 'aktív és inaktív',
  scopeStatusActive: 'csak aktív',
  scopeStatusInactive: 'csak inaktív',
  scopeLook: 'Összevetés ezen belül',
};

const STRINGS: Readonly<Record<Language, Record<SyncScopeStringKey, MessageText>>> = { en, hu };

export function syncScopeText(lang: Language, key: SyncScopeStringKey, params?: MessageParams): string {
  return formatMessage(STRINGS[lang][key], lang, params);
}
