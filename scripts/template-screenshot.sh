#!/usr/bin/env bash
# Renders template workbooks the way LibreOffice shows them (xlsx -> PDF -> PNG) to check they read clearly.
# Usage: scripts/template-screenshot.sh [hu|en] [TYPES]   (outputs under test-results/template-screenshot/)
set -euo pipefail
cd "$(dirname "$0")/.."
lang="${1:-hu}"
types="${2:-}"
out="test-results/template-screenshot"
rm -rf "$out" && mkdir -p "$out"
file="$out/template-$lang.xlsx"

# Sample regions stand in for a reference data cache so the Regions sheet and the settlement dropdown show.
TEMPLATE_OUT="$file" TEMPLATE_LANG="$lang" TEMPLATE_TYPES="$types" npx tsx --eval '
import { buildTemplate, parseTemplateTypes } from "./src/engine/template";
const types = parseTemplateTypes(process.env.TEMPLATE_TYPES ?? "");
if (!types.ok) throw new Error(types.error.message);
const reference = {
  regions: [
    { id: 1, name: "Budapest", zipCodes: ["1011", "1051", "1139"], latitude: 47.5, longitude: 19.04,
      areas: [{ id: 105, name: "V. kerület" }, { id: 113, name: "XIII. kerület" }] },
    { id: 2, name: "Debrecen", zipCodes: ["4024", "4025"], latitude: 47.53, longitude: 21.63, areas: [] },
    { id: 3, name: "Szeged", zipCodes: ["6720"], latitude: 46.25, longitude: 20.15, areas: [{ id: 301, name: "Belváros" }] },
  ],
  offices: [], fetchedAt: new Date().toISOString(), source: { baseUrl: "sample", user: "sample" },
};
const lang = process.env.TEMPLATE_LANG === "en" ? "en" : "hu";
void buildTemplate({ lang, types: types.value, reference, out: process.env.TEMPLATE_OUT ?? "", overwrite: true }).then((result) => {
  if (!result.ok) throw new Error(result.error.message);
  console.log("template:", result.value.path);
});
'

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
soffice -env:UserInstallation="file://$profile" --headless --convert-to pdf --outdir "$out" "$file" >/dev/null
pdftoppm -png -r 60 "$out/template-$lang.pdf" "$out/page"
echo "pages: $(ls "$out"/page*.png | wc -l) ($out/page-*.png)"

# A copy with every sixth header note shown (all of them would overlap), to see the notes' text and box sizes
# as a person pointing at a header would.
/usr/bin/python3 - "$file" "$out/notes-$lang.xlsx" <<'PY'
import re, sys, zipfile
src, dst = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, 'w', zipfile.ZIP_DEFLATED) as zout:
    for item in zin.infolist():
        data = zin.read(item.filename)
        if item.filename.endswith('.vml'):
            shapes = re.split(r'(?=<v:shape )', data.decode('utf-8'))
            for i in range(1, len(shapes), 6):
                shapes[i] = shapes[i].replace('visibility:hidden', 'visibility:visible').replace('</x:ClientData>', '<x:Visible/></x:ClientData>')
            data = ''.join(shapes).encode('utf-8')
        zout.writestr(item, data)
PY
soffice -env:UserInstallation="file://$profile" --headless --convert-to pdf --outdir "$out" "$out/notes-$lang.xlsx" >/dev/null
pdftoppm -png -r 60 "$out/notes-$lang.pdf" "$out/notes"
echo "notes pages: $(ls "$out"/notes*.png | wc -l) ($out/notes-*.png)"
