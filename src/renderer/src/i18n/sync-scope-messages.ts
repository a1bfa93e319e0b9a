// The words of the sync preview's scope: the one the export recorded, or one the user names when the workbook
// records none (docs/round-trip.md, "Sync preview").
import { defineMessages } from '../../../shared/message-catalog';

export const SYNC_SCOPE_MESSAGES = defineMessages({
  scopeUsed: { en: 'Compared within: {scope}', hu: 'Összevetés ezen belül: {scope}' },
  scopeName: { en: 'Which listings does this workbook hold?', hu: 'Mely hirdetéseket tartalmazza ez a munkafüzet?' },
  scopeNameIntro: {
    en: 'Only listings inside this scope that the workbook lacks are offered for withdrawal. With no type ticked, it holds every type of this office.',
    hu: 'Visszavonásra csak az ezen belüli, a munkafüzetből hiányzó hirdetések kerülnek. Ha egy típus sincs bejelölve, az iroda minden típusát tartalmazza.',
  },
  scopeTypes: { en: 'Property types', hu: 'Ingatlantípusok' },
  scopeStatus: { en: 'Status', hu: 'Állapot' },
  scopeStatusAny: { en: 'active and inactive', hu: 'aktív és inaktív' },
  scopeStatusActive: { en: 'active only', hu: 'csak aktív' },
  scopeStatusInactive: { en: 'inactive only', hu: 'csak inaktív' },
  scopeLook: { en: 'Compare within this scope', hu: 'Összevetés ezen belül' },
});

export type SyncScopeStringKey = keyof typeof SYNC_SCOPE_MESSAGES;
