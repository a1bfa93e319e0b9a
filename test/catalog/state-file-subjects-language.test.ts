// What a kept file holds names the subject of its damage notice ("… sérült", "… nem használható": singular verbs), so
// each Hungarian subject is one thing, the file, not the plural of what it holds ("a tárolt referenciaadatok … sérült"
// reads as a grammar slip to an office worker).
import { describe, expect, it } from 'vitest';
import { formatBoth } from '../../src/catalog';
import { FAULT_LEDGER_MESSAGES } from '../../src/engine/api/fault-ledger-messages';
import { MAPPING_MESSAGES } from '../../src/engine/mapping/mapping-messages';
import { REFERENCE_MESSAGES } from '../../src/engine/reference/reference-messages';
import { VALUES_MESSAGES } from '../../src/engine/values/values-messages';

const SUBJECTS = {
  referenceCache: REFERENCE_MESSAGES.cacheFile.hu,
  sellerLookups: REFERENCE_MESSAGES.sellerLookups.hu,
  learnedWords: formatBoth(VALUES_MESSAGES.learnedWordsFile, { office: 3 }).hu,
  mapping: MAPPING_MESSAGES.mappingFile.hu,
  faultLedger: FAULT_LEDGER_MESSAGES.what.hu,
};

describe("a kept file's damage notice in Hungarian", () => {
  it.each(Object.entries(SUBJECTS))('names one thing as its subject: %s', (_, subject) => {
    // A plural subject ends in a plural noun (-ok, -ek, -ök, -ak, -k after a vowel, -ai/-ei: "szavai").
    expect(subject).not.toMatch(/(?:ok|ek|ök|ak|ák|ék|ai|ei|[aeiouáéíóöőúüű]k)$/);
  });
});
