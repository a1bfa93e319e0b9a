// A plausibility warning of a row the upload will not send (done: uploaded already, or unchanged since the result its
// workbook carries) is marked so: Upload lists only the warnings of rows it sends (docs/plausibility.md, "In the app").
import { expect, it } from 'vitest';
import { openFlatsWithScaleSlip, useConnectedSession } from '../support/connected-session-kit';

const h = useConnectedSession('li-unsent-warnings-', openFlatsWithScaleSlip);

it("a row's warning is one to send until the row is uploaded, then it is marked not sent", async () => {
  const before = await h.call('validate', {});
  expect(before.warnings).toMatchObject([{ row: 10, kind: 'scale-slip' }]);
  expect(before.warnings?.[0]?.notSent).toBeUndefined();

  const run = await h.call('startUpload', { dryRun: false });
  expect(run).toMatchObject({ created: 9, failed: 0 });
  const after = await h.call('validate', {});
  expect(after.warnings).toMatchObject([{ row: 10, kind: 'scale-slip', notSent: true }]);
});
