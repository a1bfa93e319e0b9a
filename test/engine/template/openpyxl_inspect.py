"""Prints, as JSON, what a spreadsheet program sees in a template: sheets, frozen panes, rules, header notes."""
import json
import re
import sys
import zipfile

import openpyxl


def raw_parts(path):
    """Per sheet, from the written XML: how many <dataValidation> elements (exceljs issue #2820 duplicates them)
    and the anchors of its note boxes (columns and rows they span)."""
    with zipfile.ZipFile(path) as z:
        workbook = z.read('xl/workbook.xml').decode('utf-8')
        rels = z.read('xl/_rels/workbook.xml.rels').decode('utf-8')
        targets = dict(re.findall(r'<Relationship[^>]*Id="([^"]+)"[^>]*Target="([^"]+)"', rels))
        targets.update({k: v for v, k in re.findall(r'<Relationship[^>]*Target="([^"]+)"[^>]*Id="([^"]+)"', rels)})
        counts, anchors = {}, {}
        for name, rid in re.findall(r'<sheet [^>]*name="([^"]+)"[^>]*r:id="([^"]+)"', workbook):
            target = targets[rid].lstrip('/')
            target = target if target.startswith('xl/') else 'xl/' + target
            xml = z.read(target).decode('utf-8')
            name = name.replace('&apos;', "'")
            counts[name] = len(re.findall(r'<dataValidation\b[^s]', xml))
            rels_path = target.replace('worksheets/', 'worksheets/_rels/') + '.rels'
            anchors[name] = []
            if rels_path in z.namelist():
                for vml in re.findall(r'Target="\.\./drawings/(vmlDrawing\d+\.vml)"', z.read(rels_path).decode('utf-8')):
                    text = z.read('xl/drawings/' + vml).decode('utf-8')
                    anchors[name] += [[int(x) for x in a.split(',')] for a in re.findall(r'<x:Anchor>([^<]*)</x:Anchor>', text)]
        return counts, anchors


def main(path):
    wb = openpyxl.load_workbook(path)
    sheets = []
    for ws in wb.worksheets:
        headers = [c.value for c in ws[1]] if ws.max_row >= 1 else []
        notes = {c.column_letter: c.comment.text for c in ws[1] if c.comment is not None}
        validations = [
            {
                'sqref': str(dv.sqref),
                'type': dv.type,
                'operator': dv.operator,
                'formula1': dv.formula1,
                'formula2': dv.formula2,
                'errorStyle': dv.errorStyle,
                'allowBlank': bool(dv.allow_blank),
            }
            for dv in ws.data_validations.dataValidation
        ]
        sheets.append({
            'name': ws.title,
            'state': ws.sheet_state,
            'freeze': ws.freeze_panes,
            'headers': headers,
            'notes': notes,
            'validations': validations,
            'widths': {k: v.width for k, v in ws.column_dimensions.items()},
            'maxRow': ws.max_row,
        })
    counts, anchors = raw_parts(path)
    print(json.dumps({'sheets': sheets, 'rawValidationCounts': counts, 'noteAnchors': anchors}, ensure_ascii=False, default=str))


if __name__ == '__main__':
    main(sys.argv[1])
