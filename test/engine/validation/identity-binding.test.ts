// The row's identity binding in the hidden fingerprint cell: written, read back, and ignored when not ours.
import { describe, expect, it } from 'vitest';
import { fingerprintCell, splitFingerprintCell, withBinding } from '../../../src/engine/validation/fingerprint-cell';
import { encodeBinding, readBinding, referenceHash } from '../../../src/engine/validation/identity-binding';
import { readPreviousResult } from '../../../src/engine/validation/previous-result';

const FP = 'a'.repeat(40);
const AT = { status: 0, serviceId: 1, fingerprint: 2 };

describe('identity binding', () => {
  it('reads back the Service ID, office and reference it was written with', () => {
    const text = encodeBinding(700012, 1, 'P-0050');
    expect(readBinding(text)).toEqual({ serviceId: 700012, officeId: 1, referenceHash: referenceHash('P-0050') });
    expect(readBinding(encodeBinding(700013, null, null))).toEqual({
      serviceId: 700013,
      officeId: null,
      referenceHash: null,
    });
  });

  it('tells references apart and treats an empty one as none', () => {
    expect(referenceHash('P-0050')).not.toBe(referenceHash('P-0051'));
    expect(referenceHash(' P-0050 ')).toBe(referenceHash('P-0050'));
    expect(referenceHash('')).toBeNull();
  });

  it('is no binding when damaged or of another form', () => {
    for (const text of ['I1:', 'I1:0.1.-', 'I1:12.x.-', 'I1:12.1.short', 'I1:12.1.-.9', 'S1:abc', 'I2:12.1.-']) {
      expect(readBinding(text)).toBeNull();
    }
  });

  it('rides in the fingerprint cell after the snapshot, and a previous result carries it', () => {
    const binding = encodeBinding(700012, 1, 'P-0050');
    const cell = fingerprintCell(FP, 'S1:', binding);
    expect(splitFingerprintCell(cell)).toEqual({ fingerprint: FP, snapshot: 'S1:', binding });
    expect(withBinding(fingerprintCell(FP, 'S1:'), binding)).toBe(cell);
    const previous = readPreviousResult(['updated', 700012, cell], AT);
    expect(previous?.binding).toEqual(readBinding(binding));
    expect(previous?.snapshot).toBe('S1:');
    expect(readPreviousResult(['updated', 700012, FP], AT)?.binding).toBeUndefined();
  });
});

describe('a binding put into a fingerprint cell', () => {
  /** What the cell becomes when split into its parts and written again with the binding. */
  function rejoined(cell: string, binding: string | null): string {
    const { fingerprint, snapshot } = splitFingerprintCell(cell);
    return fingerprintCell(fingerprint, snapshot, binding);
  }

  it('is the split and rejoined cell, for cells written by us, by older versions and by hand', () => {
    const fp = 'a'.repeat(40);
    const cells = [
      fp,
      `${fp} S1:AbCdEf12345678`,
      `${fp} S1:`,
      `${fp} S1:AbCd I1:5.1.-`,
      `${fp} I1:5.1.-`,
      `${fp} S1:Ab S1:Cd`,
      `${fp}  S1:Ab`,
      ` ${fp} S1:Ab`,
      `${fp} S1:Ab `,
      `${fp}\tS1:Ab`,
      `${fp}\u00a0S1:Ab`,
      `${fp} note`,
      `${fp} S2:Ab`,
      `árvíztűrő S1:Ab`,
      'S1:Ab',
      '',
      ' ',
    ];
    for (const cell of cells) {
      for (const binding of ['I1:700012.1.AbCdEf12', null])
        expect(withBinding(cell, binding)).toBe(rejoined(cell, binding));
    }
  });
});
