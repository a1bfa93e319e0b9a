"""Fills a template the way a person would in a spreadsheet program: words picked from each column's dropdown."""
import json
import re
import sys

import openpyxl
from openpyxl.utils import column_index_from_string

KEY = re.compile(r'\[([a-z0-9_.]+)\]\s*$')


def list_words(wb, formula):
    """The words of a list rule such as 'Listák'!$B$2:$B$5."""
    m = re.match(r"^'?(.+?)'?!\$([A-Z]+)\$(\d+):\$([A-Z]+)\$(\d+)$", formula)
    if not m:
        raise ValueError('not a range reference: ' + formula)
    sheet, col, first, _, last = m.groups()
    ws = wb[sheet.replace("''", "'")]
    c = column_index_from_string(col)
    return [ws.cell(row=r, column=c).value for r in range(int(first), int(last) + 1) if ws.cell(row=r, column=c).value is not None]


def rules_by_column(ws):
    rules = {}
    for dv in ws.data_validations.dataValidation:
        for rng in str(dv.sqref).split():
            rules[re.match(r'[A-Z]+', rng).group(0)] = dv
    return rules


def value_for(wb, key, dv, row, values, auto):
    """A fixed value; '@pick' takes a word from the column's dropdown; with auto every ruled column is filled."""
    if key in values and values[key] != '@pick':
        return values[key]
    if dv is None or (key not in values and not auto):
        return None
    if dv.type == 'list':
        words = list_words(wb, dv.formula1)
        return words[row % len(words)]
    if dv.type == 'whole':
        low = int(float(dv.formula1))
        high = int(float(dv.formula2)) if dv.formula2 is not None else low + 10
        return min(high, low + 3 + row)
    if dv.type == 'decimal':
        low, high = float(dv.formula1), float(dv.formula2)
        return round(low + (min(high, low + 100) - low) / 2, 2)
    return None


def fill_sheet(wb, ws, rows, per_row, auto):
    rules = rules_by_column(ws)
    filled = []
    for i in range(rows):
        record = {}
        for cell in ws[1]:
            m = KEY.search(str(cell.value or ''))
            if not m:
                continue
            key = m.group(1)
            value = value_for(wb, key, rules.get(cell.column_letter), i, per_row(i), auto)
            if value is not None:
                ws.cell(row=i + 2, column=cell.column, value=value)
                record[key] = value
        filled.append(record)
    return filled


def main(src, dst, spec_json):
    spec = json.loads(spec_json)
    wb = openpyxl.load_workbook(src)
    out = {}
    for name, sheet in spec.items():
        fixed = sheet.get('values', {})
        per_row = lambda i, fixed=fixed: {k: (v[i % len(v)] if isinstance(v, list) else v) for k, v in fixed.items()}
        out[name] = fill_sheet(wb, wb[name], sheet['rows'], per_row, sheet.get('auto', False))
    wb.save(dst)
    print(json.dumps(out, ensure_ascii=False))


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2], sys.argv[3])
