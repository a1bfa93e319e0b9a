// The column mapping's texts (docs/messages.md): a header read but not taken, and a mapping file that is missing,
// damaged or cannot be written.
import { defineMessages } from '../../catalog';

export const MAPPING_MESSAGES = defineMessages({
  perAreaHeader: {
    en: '"{unit}" is an amount per area, which the service does not take; give the whole amount in a column.',
    hu: '„{unit}” területegységre vetített összeg, ilyet a szolgáltatás nem fogad; a teljes összeget adja meg egy oszlopban.',
  },
  mappingFile: { en: 'the mapping file', hu: 'a hozzárendelési fájl' },
  noMappingFile: {
    en: 'Mapping template {file} does not exist.',
    hu: 'A(z) {file} hozzárendelési sablon nem létezik.',
  },
  // The file system's code in both languages, as the remembered words' file that cannot be written is told.
  mappingNotWritten: {
    en: 'Mapping template {file} cannot be written ({code}).',
    hu: 'A(z) {file} hozzárendelési sablon nem írható ({code}).',
  },
  mappingFileDamaged: {
    en: '{damage} Save the mapping again.',
    hu: '{damage} Mentse el újra a hozzárendelést.',
  },
});
