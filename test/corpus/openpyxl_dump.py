#!/usr/bin/python3
"""Reads workbooks with openpyxl (data_only=True) and prints, per file, one JSON line the corpus check compares with.

Usage: openpyxl_dump.py FILE...   (one process for many files: openpyxl's import is the slow part)

Each line: {"file", "ok" (cells read), "opens" (openpyxl loads the file as it is), "error"?,
"repairedForReference"? (see repaired_copy), "sheets": [...], "parts": {name: [content sha1, stored-bytes sha1]}}.
A sheet: {"name", "kind" (worksheet | chartsheet | macrosheet | dialogsheet | unknown, from the workbook's
relationships), "state", "part", "related" (parts its relationships point at), "cells" {"A1": value},
"merges", "hiddenColumns" (1-based), "tables" [{"name", "ref", "columns"}], "pivots" [location refs], "autoFilter"}.

Values are normalised so the TypeScript side can compare them with this project's reader:
  text {"s"} (an empty string counts as an empty cell and is left out), number {"n"}, boolean {"b"},
  error {"e": "#N/A"}, date or date-time {"d": "YYYY-MM-DDTHH:MM:SS.mmm"} (a date alone at midnight),
  time of day {"t": "HH:MM:SS.mmm"} (openpyxl's datetime.time, for serials in [0, 1)),
  duration {"dur": days} (openpyxl's timedelta, for [h]:mm formats).
"""
import datetime
import hashlib
import io
import json
import posixpath
import re
import sys
import warnings
import zipfile
import xml.etree.ElementTree as ET

warnings.simplefilter('ignore')
from openpyxl import load_workbook  # noqa: E402

REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships'


def iso_ms(d):
    return d.strftime('%Y-%m-%dT%H:%M:%S') + f'.{d.microsecond // 1000:03d}'


def norm(cell):
    v = cell.value
    if v is None:
        return None
    if cell.data_type == 'e':
        return {'e': str(v)}
    if isinstance(v, bool):
        return {'b': v}
    if isinstance(v, (int, float)):
        return {'n': v}
    if isinstance(v, datetime.datetime):
        return {'d': iso_ms(v)}
    if isinstance(v, datetime.date):
        return {'d': v.isoformat() + 'T00:00:00.000'}
    if isinstance(v, datetime.time):
        return {'t': v.strftime('%H:%M:%S') + f'.{v.microsecond // 1000:03d}'}
    if isinstance(v, datetime.timedelta):
        return {'dur': v.total_seconds() / 86400}
    s = str(v)
    return {'s': s} if s != '' else None


def zip_parts(path):
    out = {}
    with zipfile.ZipFile(path) as z, open(path, 'rb') as f:
        for info in z.infolist():
            data = z.read(info)
            # The stored (compressed) bytes: the local header is 30 bytes plus the name and extra fields.
            f.seek(info.header_offset + 26)
            n, m = int.from_bytes(f.read(2), 'little'), int.from_bytes(f.read(2), 'little')
            f.seek(info.header_offset + 30 + n + m)
            raw = f.read(info.compress_size)
            out[info.filename] = [hashlib.sha1(data).hexdigest(), hashlib.sha1(raw).hexdigest()]
    return out


def local(tag):
    return tag.rsplit('}', 1)[-1]


def resolve(base_part, target):
    if target.startswith('/'):
        return target.lstrip('/')
    return posixpath.normpath(posixpath.join(posixpath.dirname(base_part), target))


def rels_of(z, names, part):
    rels_part = posixpath.join(posixpath.dirname(part), '_rels', posixpath.basename(part) + '.rels')
    real = names.get(rels_part.lower())
    if real is None:
        return []
    root = ET.fromstring(z.read(real))
    return [(r.get('Id'), r.get('Type', ''), resolve(part, r.get('Target', '')), r.get('TargetMode'))
            for r in root if local(r.tag) == 'Relationship']


def sheet_kinds(path):
    """(workbook part, sheet name -> (kind, part, related parts)), from the package relationships, case-insensitively."""
    out = {}
    book = None
    try:
        with zipfile.ZipFile(path) as z:
            names = {n.lower(): n for n in z.namelist()}
            book = next((t for _i, ty, t, _m in rels_of(z, names, '') if ty.endswith('/officeDocument')), 'xl/workbook.xml')
            rels = {i: (ty, t) for i, ty, t, _m in rels_of(z, names, book)}
            root = ET.fromstring(z.read(names[book.lower()]))
            for el in root.iter():
                if local(el.tag) != 'sheet':
                    continue
                rid = next((v for k, v in el.attrib.items() if local(k) == 'id'), None)
                ty, target = rels.get(rid, ('', ''))
                kind = next((k for k in ('worksheet', 'chartsheet', 'macrosheet', 'dialogsheet')
                             if ty.lower().endswith(k)), 'unknown')
                part = names.get(target.lower(), target)
                related = [names.get(t.lower(), t) for _i, _ty, t, mode in rels_of(z, names, part) if mode != 'External']
                out[el.get('name')] = (kind, part, related)
    except Exception:  # noqa: BLE001 - a damaged package is reported by openpyxl's own error below
        pass
    return book, out


def hidden_columns(ws):
    hidden = set()
    for dim in ws.column_dimensions.values():
        if dim.hidden and dim.min and dim.max:
            hidden.update(range(dim.min, min(dim.max, 16384) + 1))
    return sorted(hidden)


def dump_sheet(ws, kinds):
    kind, part, related = kinds.get(ws.title, ('unknown', None, []))
    sheet = {'name': ws.title, 'kind': kind, 'state': ws.sheet_state, 'part': part, 'related': related, 'cells': {},
             'merges': [], 'hiddenColumns': [], 'tables': [], 'pivots': [], 'autoFilter': None}
    if not hasattr(ws, 'iter_rows'):
        return sheet
    for row in ws.iter_rows():
        for cell in row:
            if cell.__class__.__name__ == 'MergedCell':
                continue
            v = norm(cell)
            if v is not None:
                sheet['cells'][cell.coordinate] = v
    sheet['merges'] = [str(r) for r in ws.merged_cells.ranges]
    sheet['hiddenColumns'] = hidden_columns(ws)
    sheet['tables'] = [{'name': t.displayName, 'ref': t.ref, 'columns': [c.name for c in t.tableColumns]}
                       for t in ws.tables.values()]
    sheet['pivots'] = [p.location.ref for p in getattr(ws, '_pivots', [])]
    sheet['autoFilter'] = ws.auto_filter.ref or None
    return sheet


def repaired_copy(path):
    """A copy openpyxl 3.0 can load, for two things Excel accepts and openpyxl does not: part names spelled in another
    case than the relationships spell them (OPC part names are case-insensitive), and an empty <fonts/> list.
    Cell values do not depend on either. Returns (bytes, what was repaired) or (None, [])."""
    repairs = []
    with zipfile.ZipFile(path) as z:
        names = {n.lower(): n for n in z.namelist()}
        rename = {}
        for n in z.namelist():
            if not n.endswith('.rels'):
                continue
            base = posixpath.join(posixpath.dirname(posixpath.dirname(n)), posixpath.basename(n)[:-5])
            if n == '_rels/.rels':
                base = ''
            for _i, _ty, target, mode in rels_of(z, names, base):
                real = names.get(target.lower())
                if mode != 'External' and real is not None and real != target:
                    rename[real] = target
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, 'w', zipfile.ZIP_DEFLATED) as w:
            for n in z.namelist():
                data = z.read(n)
                if re.search(rb'<(\w+:)?fonts\s+count="0"\s*/>', data):
                    data = re.sub(rb'<(\w+:)?fonts\s+count="0"\s*/>', rb'<\1fonts count="1"><\1font/></\1fonts>', data)
                    repairs.append(f'empty fonts list in {n}')
                w.writestr(rename.get(n, n), data)
        repairs.extend(f'part {a} named {b}' for a, b in rename.items())
    return (buf.getvalue(), repairs) if repairs else (None, [])


def dump(path):
    result = {'file': path, 'ok': False, 'opens': False, 'sheets': [], 'parts': {}}
    try:
        result['parts'] = zip_parts(path)
    except Exception as e:  # noqa: BLE001
        result['error'] = f'zip: {e}'
        return result
    result['workbookPart'], kinds = sheet_kinds(path)
    try:
        wb = load_workbook(path, data_only=True)
    except Exception as e:  # noqa: BLE001
        result['error'] = f'{type(e).__name__}: {e}'
        data, repairs = repaired_copy(path)
        if data is None:
            return result
        try:
            wb = load_workbook(io.BytesIO(data), data_only=True)
        except Exception:  # noqa: BLE001
            return result
        result['repairedForReference'] = repairs
    else:
        data, repairs = repaired_copy(path)
        if data is not None and any(' named ' in r for r in repairs):
            # openpyxl loaded it but may have skipped sheets whose part names differ in case.
            wb = load_workbook(io.BytesIO(data), data_only=True)
            result['repairedForReference'] = repairs
    result['opens'] = 'error' not in result
    result['ok'] = True
    for ws in wb._sheets:
        result['sheets'].append(dump_sheet(ws, kinds))
    # Sheets openpyxl drops (macro and dialog sheets it cannot read) are still listed with their kind.
    seen = {s['name'] for s in result['sheets']}
    for name, (kind, part, related) in kinds.items():
        if name not in seen:
            result['sheets'].append({'name': name, 'kind': kind, 'state': 'unknown', 'part': part, 'related': related,
                                     'cells': {}, 'merges': [], 'hiddenColumns': [], 'tables': [], 'pivots': [],
                                     'autoFilter': None, 'notReadByOpenpyxl': True})
    return result


def main():
    for path in sys.argv[1:]:
        sys.stdout.write(json.dumps(dump(path), ensure_ascii=False) + '\n')
        sys.stdout.flush()


if __name__ == '__main__':
    main()
