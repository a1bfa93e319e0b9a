// The step validates again on arrival: the rows to send are counted from this validation, not the last one kept.
// Until it answers there is no count (null): the kept one may still name rows an upload has sent since. Should the
// validation fail, the kept count stands, as before.
import { useEffect, useState } from 'react';
import type { ValidationSummary } from '../../../../shared/contract';
import { api } from '../../api/platform';

export function useFreshValidation(
  summary: ValidationSummary | null,
  onValidated: (s: ValidationSummary) => void,
): ValidationSummary | null {
  const [fresh, setFresh] = useState<ValidationSummary | null>(null);
  useEffect(() => {
    void api.validate({}).then((r) => {
      if (!r.ok) {
        setFresh(summary);
        return;
      }
      setFresh(r.value);
      onValidated(r.value);
    });
    // The kept summary is read once, on arrival.
  }, [onValidated]);
  return fresh;
}
