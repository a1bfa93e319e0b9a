# Writes an office workbook with openpyxl: argv[1] is a JSON file {"sheets": [{"name", "rows": [[...], ...]}]},
# argv[2] the .xlsx to write. Numbers stay numbers, text stays text, as an office's own sheet would hold them.
import json
import sys

import openpyxl

spec = json.load(open(sys.argv[1], encoding="utf-8"))
wb = openpyxl.Workbook()
wb.remove(wb.active)
for sheet in spec["sheets"]:
    ws = wb.create_sheet(sheet["name"])
    for row in sheet["rows"]:
        ws.append(row)
wb.save(sys.argv[2])
