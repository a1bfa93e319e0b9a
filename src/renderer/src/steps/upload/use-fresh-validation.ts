// The step validates again on arrival: the rows to send are counted from this validation, not the last one kept.
import { useEffect, useState } from 'react';
import type { ValidationSummary } from '../../../../shared/contract';
import { api } from '../../api/platform';

export function useFreshValidation(
  summary: ValidationSummary | null,
  onValidated: (s: ValidationSummary) => void,
): ValidationSummary | null {
  const [fresh, setFresh] = useState<ValidationSummary | null>(summary);
  useEffect(() => {
    void api.validate({}).then((r) => {
      if (!r.ok) return;
      setFresh(r.value);
      onValidated(r.value);
    });
  }, [onValidated]);
  return fresh;
}
