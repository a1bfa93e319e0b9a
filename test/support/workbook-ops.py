# Spreadsheet operations on an exported workbook, as an office worker makes them in a spreadsheet program; openpyxl
# loads and saves the file. Each row carries two tags: whose field cells it holds and whose result cells (the Service
# ID and hidden cells), by the Service ID of export time, so the test knows which listing each edit was meant for.
# Usage: workbook-ops.py SRC DST SHEET OPS_JSON; prints {"edits": [...], "marked": [...]} as JSON.
import json
import sys

import openpyxl

# The result columns in either language a workbook writes them in (docs/write-back.md, "The workbook's language").
RESULT_HEADERS = ('Import status', 'Service ID', 'Error code', 'Error message', 'Imported at', 'Import fingerprint',
                  'Importálás állapota', 'Szolgáltatói azonosító', 'Hibakód', 'Hibaüzenet', 'Importálás ideje',
                  'Importálási ujjlenyomat')

src, dst, sheet, ops = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
wb = openpyxl.load_workbook(src)
ws = wb[sheet]
heads = {c.value: c.column for c in ws[1] if c.value is not None}
width = ws.max_column
result_cols = {heads[h] for h in RESULT_HEADERS if h in heads}
field_cols = [c for c in range(1, width + 1) if c not in result_cols]


def result_col(en, hu):
    return heads[en] if en in heads else heads[hu]


id_col = result_col('Service ID', 'Szolgáltatói azonosító')


def col_of(key):
    for h, c in heads.items():
        if isinstance(h, str) and (h == key or h.endswith('[' + key + ']')):
            return c
    raise KeyError(key)


def pick(rows, at):
    # A reference names the row holding it; a number the n-th data row, wrapping around.
    if isinstance(at, str):
        ref = col_of('id.transfer_id')
        hit = [r for r in rows if ws.cell(r, ref).value == at]
        assert len(hit) == 1, at
        return hit[0]
    return rows[at % len(rows)]


def data_rows():
    return [r for r in range(2, ws.max_row + 1) if any(ws.cell(r, c).value is not None for c in range(1, width + 1))]


# Tags per worksheet row number: [fields owner, results owner]; None: a new row, 'mixed': cells of several.
tags = {r: [ws.cell(r, id_col).value, ws.cell(r, id_col).value] for r in data_rows()}
edits = []
marked = []


def read(r):
    return [ws.cell(r, c).value for c in range(1, width + 1)]


def write(r, values, cols):
    for c in cols:
        ws.cell(r, c).value = values[c - 1]


def sort_key(v):
    return (v is None, str(v) if v is not None else '')


def permute(cols, key, reverse, tag_index):
    rows = data_rows()
    k = col_of(key)
    order = sorted(rows, key=lambda r: sort_key(ws.cell(r, k).value), reverse=reverse)
    values = {r: read(r) for r in rows}
    old = {r: list(tags.get(r, [None, None])) for r in rows}
    for target, source in zip(rows, order):
        write(target, values[source], cols)
        for t in tag_index:
            tags.setdefault(target, [None, None])[t] = old[source][t]
    return rows


def shift(at, by):
    global tags
    moved = {}
    for r, t in tags.items():
        moved[r + by if r >= at else r] = t
    tags = moved


for op in ops:
    kind = op['op']
    rows = data_rows()
    if kind == 'set':
        r = pick(rows, op['index'])
        c = col_of(op['key'])
        old = ws.cell(r, c).value
        value = (old or 0) + op['add'] if 'add' in op else op['value']
        ws.cell(r, c).value = value
        edits.append({'ids': list(tags.get(r, [None, None])), 'key': op['key'], 'value': value})
    elif kind == 'mark':
        r = pick(rows, op['index'])
        ws.cell(r, col_of(op['key'])).value = op['value']
        marked.append({'ids': list(tags.get(r, [None, None])), 'action': op['value']})
    elif kind == 'sortRows':
        permute(list(range(1, width + 1)), op['key'], op.get('reverse', False), (0, 1))
    elif kind == 'sortFields':
        upto = col_of(op['upto']) if 'upto' in op else width
        cols = [c for c in field_cols if c <= upto]
        permute(cols, op['key'], op.get('reverse', False), (0,))
        if 'upto' in op:
            for r in rows:
                tags[r][0] = 'mixed'
    elif kind == 'copyRow':
        r = pick(rows, op['index'])
        new = ws.max_row + 1
        write(new, read(r), range(1, width + 1))
        source = tags.get(r, [None, None])
        # A copy made into a new listing is no one's; a plain copy still names its listing by reference.
        tags[new] = [None if op.get('set') else source[0], source[1] if op['withResults'] else None]
        if not op['withResults']:
            for c in result_cols:
                ws.cell(new, c).value = None
        for key, value in op.get('set', {}).items():
            ws.cell(new, col_of(key)).value = value
    elif kind == 'deleteRow':
        r = pick(rows, op['index'])
        ws.delete_rows(r)
        tags.pop(r, None)
        shift(r + 1, -1)
    elif kind == 'insertRow':
        r = pick(rows, op['index'])
        ws.insert_rows(r)
        shift(r, 1)
    elif kind == 'pasteId':
        a, b = pick(rows, op['from']), pick(rows, op['to'])
        ws.cell(b, id_col).value = ws.cell(a, id_col).value
        if a != b:
            tags[b][1] = 'mixed'
    elif kind == 'moveRows':
        # Cut whole rows and pasted under a copy of the header on another sheet (made when missing), as a user
        # splitting the listings over sheets does; the moved rows keep every cell, results included.
        name = op.get('to', sheet + ' (2)')
        other = wb[name] if name in wb.sheetnames else wb.create_sheet(name)
        if other.max_row == 1 and other.cell(1, 1).value is None:
            for c in range(1, width + 1):
                other.cell(1, c).value = ws.cell(1, c).value
        picked = sorted({pick(rows, op['index'] + i) for i in range(op.get('count', 1))}, reverse=True)
        for r in picked:
            target = other.max_row + 1
            for c in range(1, width + 1):
                other.cell(target, c).value = ws.cell(r, c).value
            ws.delete_rows(r)
            tags.pop(r, None)
            shift(r + 1, -1)
    elif kind == 'stripBindings':
        # A workbook written before rows were bound to their listings: the hidden cells without the binding.
        fp = result_col('Import fingerprint', 'Importálási ujjlenyomat')
        for r in rows:
            v = ws.cell(r, fp).value
            if isinstance(v, str):
                ws.cell(r, fp).value = ' '.join(p for p in v.split(' ') if not p.startswith('I1:'))
    else:
        raise ValueError(kind)

wb.save(dst)
print(json.dumps({'edits': edits, 'marked': marked}))
