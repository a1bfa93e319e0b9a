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
