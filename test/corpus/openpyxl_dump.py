#!/usr/bin/python3
"""Reads workbooks with openpyxl (data_only=True) and prints, per file, one JSON line the corpus check compares with.

Usage: openpyxl_dump.py FILE...   (one process for many files: openpyxl's import is the slow part)

Each line: {"file", "ok" (cells read), "opens" (openpyxl loads the file as it is), "error"?,
"repairedForReference"? (see repaired_copy), "sheets": [...], "parts": {name: [content sha1, stored-bytes sha1]}}.
A sheet: {"name", "kind" (worksheet | chartsheet | macrosheet | dialogsheet | unknown, from the workbook's
relationships), "state", "part", "related" (parts its relationships point at), "cells" {"A1": value},
"merges", "hiddenColumns" (1-based), "tables" [{"name", "ref", "columns"}], "pivots" [location refs], "autoFilter",
"comments" {"A1": text}, "pictures" [[left, top, right, bottom] cells under drawing anchors],
"formulaRanges" [[left, top, right, bottom] same-sheet ranges the sheet's formulas refer to]}; "packageProblems": what
Excel would refuse or repair (see package_problems).

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


CT_NS = '{http://schemas.openxmlformats.org/package/2006/content-types}'


# The order CT_Worksheet, CT_Stylesheet and CT_Comments require of their children; Excel repairs a part that breaks it.
WORKSHEET_ORDER = ['sheetPr', 'dimension', 'sheetViews', 'sheetFormatPr', 'cols', 'sheetData', 'sheetCalcPr',
                   'sheetProtection', 'protectedRanges', 'scenarios', 'autoFilter', 'sortState', 'dataConsolidate',
                   'customSheetViews', 'mergeCells', 'phoneticPr', 'conditionalFormatting', 'dataValidations',
                   'hyperlinks', 'printOptions', 'pageMargins', 'pageSetup', 'headerFooter', 'rowBreaks', 'colBreaks',
                   'customProperties', 'cellWatches', 'ignoredErrors', 'smartTags', 'drawing', 'legacyDrawing',
                   'legacyDrawingHF', 'drawingHF', 'picture', 'oleObjects', 'controls', 'webPublishItems', 'tableParts',
                   'extLst']
STYLESHEET_ORDER = ['numFmts', 'fonts', 'fills', 'borders', 'cellStyleXfs', 'cellXfs', 'cellStyles', 'dxfs',
                    'tableStyles', 'colors', 'extLst']
COMMENTS_ORDER = ['authors', 'commentList', 'extLst']
MAIN_NS = '{http://schemas.openxmlformats.org/spreadsheetml/2006/main}'


def order_problems(root, order):
    """Children of the main namespace out of the schema's order (others, like mc:AlternateContent, are skipped)."""
    last = -1
    for child in root:
        if not child.tag.startswith(MAIN_NS):
            continue
        name = local(child.tag)
        if name not in order:
            return [f'unknown element <{name}>']
        at = order.index(name)
        if at < last:
            return [f'<{name}> after <{order[last]}>']
        last = at
    return []


def style_count(z, names):
    for n in names:
        if n.lower().endswith('styles.xml'):
            try:
                root = ET.fromstring(z.read(n))
            except ET.ParseError:
                return None
            xfs = next((c for c in root if local(c.tag) == 'cellXfs'), None)
            return 0 if xfs is None else len([x for x in xfs if local(x.tag) == 'xf'])
    return None


def package_problems(path):
    """What Excel would refuse or repair in the package: XML parts that are not namespace-well-formed, parts without a
    content type, internal relationships pointing at no part, and worksheet rows or cells out of order or doubled."""
    problems = []
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        lower = {n.lower(): n for n in names}
        try:
            types = ET.fromstring(z.read(lower['[content_types].xml']))
        except Exception as e:  # noqa: BLE001
            return [f'[Content_Types].xml: {e}']
        defaults = {el.get('Extension', '').lower() for el in types if el.tag == CT_NS + 'Default'}
        vml_blocks = {}
        overrides = {el.get('PartName', '').lstrip('/').lower() for el in types if el.tag == CT_NS + 'Override'}
        for n in names:
            if n.endswith('/') or n == '[Content_Types].xml':
                continue
            if n.lower() not in overrides and n.rsplit('.', 1)[-1].lower() not in defaults:
                problems.append(f'{n}: no content type')
            if n.lower().endswith(('.xml', '.rels')):
                try:
                    root = ET.fromstring(z.read(n))
                except ET.ParseError as e:
                    problems.append(f'{n}: not well-formed XML ({e})')
                    continue
                kind = local(root.tag)
                if kind == 'worksheet':
                    problems.extend(f'{n}: {p}' for p in sheet_order_problems(root))
                    problems.extend(f'{n}: {p}' for p in order_problems(root, WORKSHEET_ORDER))
                    xfs = style_count(z, names)
                    top = max((int(c.get('s')) for c in root.iter() if local(c.tag) == 'c' and (c.get('s') or '').isdigit()),
                              default=-1)
                    if top >= 0 and (xfs is None or top >= xfs):
                        problems.append(f'{n}: cell style {top} but the styles part has {xfs} cell formats')
                elif kind == 'styleSheet':
                    problems.extend(f'{n}: {p}' for p in order_problems(root, STYLESHEET_ORDER))
                elif kind == 'comments':
                    problems.extend(f'{n}: {p}' for p in order_problems(root, COMMENTS_ORDER))
                    refs = [c.get('ref') for c in root.iter() if local(c.tag) == 'comment']
                    if len(refs) != len(set(refs)):
                        problems.append(f'{n}: two comments on one cell')
            if n.lower().endswith('.xml') and not n.endswith('.rels'):
                problems.extend(f'{n}: {p}' for p in rid_problems(z, lower, n))
            if n.lower().endswith('.vml'):
                idmaps = re.findall(rb'<o:idmap[^>]*data="([\d,]+)"', z.read(n))
                for data in idmaps:
                    for block in data.decode().split(','):
                        vml_blocks.setdefault(block, []).append(n)
            if n.endswith('.rels'):
                base = posixpath.join(posixpath.dirname(posixpath.dirname(n)), posixpath.basename(n)[:-5])
                for _i, _ty, target, mode in rels_of(z, lower, '' if n == '_rels/.rels' else base):
                    if mode != 'External' and target.lower() not in lower:
                        problems.append(f'{n}: relationship to missing part {target}')
    for block, parts in vml_blocks.items():
        if len(parts) > 1:
            problems.append(f'VML shape id block {block} used by {", ".join(sorted(parts))}')
    return problems


R_ID = re.compile(rb'\br:id="([^"]+)"')


def rid_problems(z, lower, part):
    """r:id attributes of a part that name no relationship of its _rels part."""
    data = z.read(part)
    ids = set(R_ID.findall(data))
    if not ids:
        return []
    rels = {i.encode() for i, _ty, _t, _m in rels_of(z, lower, part)}
    return [f'r:id "{i.decode()}" has no relationship' for i in sorted(ids - rels)]


def cell_column(ref):
    letters = re.match(r'[A-Z]+', ref or '')
    n = 0
    for ch in letters.group(0) if letters else '':
        n = n * 26 + ord(ch) - 64
    return n


def sheet_order_problems(root):
    problems = []
    last_row = 0
    for row in root.iter():
        if local(row.tag) != 'row':
            continue
        r = int(row.get('r') or last_row + 1)
        if r <= last_row:
            problems.append(f'row {r} after row {last_row}')
        last_row = r
        last_col = 0
        for c in row:
            if local(c.tag) != 'c':
                continue
            ref = c.get('r')
            col = cell_column(ref) if ref else last_col + 1
            if ref and re.sub(r'^[A-Z]+', '', ref) != str(r):
                problems.append(f'cell {ref} in row {r}')
            if col <= last_col:
                problems.append(f'cell {ref} after column {last_col} in row {r}')
            last_col = col
    return problems[:5]


def comments_of(ws):
    out = {}
    for row in ws.iter_rows():
        for cell in row:
            if getattr(cell, 'comment', None) is not None:
                out[cell.coordinate] = cell.comment.text
    return out


def picture_anchors(z, names, related):
    """Cell rectangles [left, top, right, bottom] (0-based columns, 1-based rows) covered by drawings' anchors."""
    anchors = []
    for part in related:
        if '/drawings/' not in part.lower() or not part.lower().endswith('.xml') or part.lower() not in names:
            continue
        root = ET.fromstring(z.read(names[part.lower()]))
        for a in root:
            kind = local(a.tag)
            pos = {}
            for m in a:
                if local(m.tag) in ('from', 'to'):
                    vals = {local(x.tag): int(x.text or 0) for x in m if local(x.tag) in ('col', 'row')}
                    pos[local(m.tag)] = vals
            if 'from' not in pos:
                continue
            f = pos['from']
            t = pos.get('to', f)
            if kind == 'oneCellAnchor':
                t = f
            anchors.append([f.get('col', 0), f.get('row', 0) + 1, t.get('col', 0), t.get('row', 0) + 1])
    return anchors


REF = re.compile(r"(?<![A-Za-z0-9_!.'\]])\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?(?![A-Za-z0-9_(!])")
COLUMNS = re.compile(r"(?<![A-Za-z0-9_!.'\]])\$?([A-Z]{1,3}):\$?([A-Z]{1,3})(?![A-Za-z0-9_(!])")


def formula_ranges(z, names, part):
    """Same-sheet cell ranges the sheet's formulas refer to, as [left, top, right, bottom] (0-based columns)."""
    if not part or part.lower() not in names:
        return []
    ranges = []
    root = ET.fromstring(z.read(names[part.lower()]))
    for f in root.iter():
        if local(f.tag) != 'f' or not f.text:
            continue
        text = re.sub(r'"[^"]*"', '""', f.text)
        for m in REF.finditer(text):
            a, r1, b, r2 = m.group(1), int(m.group(2)), m.group(3) or m.group(1), int(m.group(4) or m.group(2))
            ranges.append([cell_column(a) - 1, min(r1, r2), cell_column(b) - 1, max(r1, r2)])
        for m in COLUMNS.finditer(text):
            ranges.append([cell_column(m.group(1)) - 1, 1, cell_column(m.group(2)) - 1, 1048576])
    return ranges


def hidden_columns(ws):
    hidden = set()
    for dim in ws.column_dimensions.values():
        # A column of width 0 is as hidden as one with the hidden flag.
        if (dim.hidden or (dim.customWidth and dim.width is not None and dim.width < 0.01)) and dim.min and dim.max:
            hidden.update(range(dim.min, min(dim.max, 16384) + 1))
    return sorted(hidden)


def dump_sheet(ws, kinds):
    kind, part, related = kinds.get(ws.title, ('unknown', None, []))
    sheet = {'name': ws.title, 'kind': kind, 'state': ws.sheet_state, 'part': part, 'related': related, 'cells': {},
             'merges': [], 'hiddenColumns': [], 'tables': [], 'pivots': [], 'autoFilter': None, 'comments': {},
             'pictures': []}
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
    sheet['comments'] = comments_of(ws)
    return sheet


STRICT_MAIN = b'http://purl.oclc.org/ooxml/spreadsheetml/main'
TRANSITIONAL_MAIN = b'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
STRICT_REL = b'http://purl.oclc.org/ooxml/officeDocument/relationships'
TRANSITIONAL_REL = b'http://schemas.openxmlformats.org/officeDocument/2006/relationships'


def repaired_copy(path):
    """A copy openpyxl 3.0 can load, for three things Excel accepts and openpyxl does not: part names spelled in another
    case than the relationships spell them (OPC part names are case-insensitive), an empty <fonts/> list, and the
    Strict OOXML namespaces (mapped one to one onto the transitional ones).
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
                if b'purl.oclc.org/ooxml/' in data:
                    data = data.replace(STRICT_MAIN, TRANSITIONAL_MAIN).replace(STRICT_REL, TRANSITIONAL_REL)
                    repairs.append(f'Strict namespaces in {n}')
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
        if data is not None:
            # openpyxl loaded it but may have skipped sheets whose part names differ in case, or read no cells
            # of a Strict workbook.
            try:
                wb = load_workbook(io.BytesIO(data), data_only=True)
                result['repairedForReference'] = repairs
            except Exception:  # noqa: BLE001 - keep what openpyxl read from the file itself
                pass
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
                                     'autoFilter': None, 'comments': {}, 'pictures': [], 'notReadByOpenpyxl': True})
    try:
        result['packageProblems'] = package_problems(path)
        with zipfile.ZipFile(path) as z:
            names = {n.lower(): n for n in z.namelist()}
            for sheet in result['sheets']:
                sheet['pictures'] = picture_anchors(z, names, sheet['related'])
                sheet['formulaRanges'] = formula_ranges(z, names, sheet['part'])
    except Exception as e:  # noqa: BLE001
        result['packageProblems'] = result.get('packageProblems', []) + [f'package: {e}']
    return result


def main():
    for path in sys.argv[1:]:
        sys.stdout.write(json.dumps(dump(path), ensure_ascii=False) + '\n')
        sys.stdout.flush()


if __name__ == '__main__':
    main()
