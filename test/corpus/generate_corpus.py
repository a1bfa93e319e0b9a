#!/usr/bin/python3
"""Writes the workbook corpus (test/fixtures/corpus/) with programs other than this project.

Three sources, each file named after its writer:
  op-*  written by openpyxl (many sheet shapes),
  lo-*  written by LibreOffice (converted from .csv/.ods, or openpyxl files re-saved; formulas recalculated),
  hw-*  hand-written XML zips imitating other writers (.NET Open XML SDK prefixes, SheetJS, POI, excelize, ...),
  ex-*  written by exceljs (document and streaming writers), through generate-exceljs.ts.
manifest.json describes every file (writer, what is special about it, what the write-back is expected to do).

Run:  /usr/bin/python3 test/corpus/generate_corpus.py [outdir]
The files are committed, so `npm test` needs neither this script nor LibreOffice to build them (only to check them).
"""
import datetime
import io
import json
import os
import posixpath
import shutil
import subprocess
import sys
import re
import tempfile
import zipfile

from openpyxl import Workbook
from openpyxl.comments import Comment
from openpyxl.drawing.image import Image
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils.datetime import CALENDAR_MAC_1904
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.worksheet.table import Table, TableStyleInfo

HERE = os.path.dirname(os.path.abspath(__file__))
_FOLDERS = [a for a in sys.argv[1:] if not a.startswith('--')]
OUT = os.path.abspath(_FOLDERS[0]) if _FOLDERS else os.path.join(HERE, '..', 'fixtures', 'corpus')
FIXED_TIME = (2024, 1, 1, 0, 0, 0)
MANIFEST = {}

HEADER = ['Hivatkozás', 'Cím', 'Város', 'Ár (Ft)', 'Terület (m²)', 'Szobák']
CITIES = ['Budapest', 'Győr', 'Pécs', 'Szeged', 'Debrecen', 'Eger']


def listing_rows(n, start=1):
    rows = []
    for i in range(start, start + n):
        rows.append([f'REF-{i:04d}', f'Lakás {i} – őszi ár', CITIES[i % len(CITIES)], 25_000_000 + i * 1_234_567,
                     40 + (i * 7) % 90, 1 + i % 5])
    return rows


def describe(name, writer, what, **extra):
    MANIFEST[name] = {'writer': writer, 'what': what, **extra}


def out(name):
    return os.path.join(OUT, name)


# ---------------------------------------------------------------- openpyxl

def book(title='Listings'):
    wb = Workbook()
    ws = wb.active
    ws.title = title
    return wb, ws


def save(wb, name, what, **extra):
    wb.save(out(name))
    describe(name, 'openpyxl', what, **extra)


def op_files():
    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(8):
        ws.append(r)
    save(wb, 'op-basic.xlsx', 'header in row 1, eight listings')

    wb, ws = book('Ingatlanok')
    ws['A1'] = 'Ingatlan lista – 2024 ősz'
    ws.merge_cells('A1:H1')
    ws['A2'] = 'Kitöltési útmutató: minden sor egy ingatlan; az árak forintban.'
    ws.append([])
    ws.append(HEADER)
    for r in listing_rows(5):
        ws.append(r)
    save(wb, 'op-title-rows.xlsx', 'merged title and a note above the header (row 4); title merge reaches past the header')

    wb, ws = book()
    ws.append(HEADER)
    for i, r in enumerate(listing_rows(6)):
        ws.append(r + ([f'extra {i}', i * 10] if i % 2 == 0 else []))
    save(wb, 'op-wide-data.xlsx', 'data rows reach two columns further right than the header')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(4):
        ws.append(r)
    ws['A9'] = 'Megjegyzés:'
    ws['B9'] = 'a 3. sor ára alku tárgya'
    ws['H10'] = 'jóváhagyta: Kovács'
    ws['K11'] = 42
    save(wb, 'op-notes-below.xlsx', 'notes below the table reach far right of the header')

    wb, ws = book()
    ws['A1'] = 'Összesítő'
    ws['G1'] = 'Készült: 2024.10.01'
    ws['J2'] = 'Belső használatra'
    ws.append([])
    ws['A3'] = None
    for c, h in enumerate(HEADER, 1):
        ws.cell(row=3, column=c, value=h)
    for i, r in enumerate(listing_rows(4)):
        for c, v in enumerate(r, 1):
            ws.cell(row=4 + i, column=c, value=v)
    save(wb, 'op-above-header-right.xlsx', 'cells above the header reach further right than the header')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(6):
        ws.append(r)
    ws['G2'] = 'Blokk megjegyzés'
    ws.merge_cells('G2:I4')
    ws.merge_cells('B6:C6')
    save(wb, 'op-merged-data.xlsx', 'merged ranges in the data rows, one right of the header (G2:I4)')

    wb, ws = book()
    ws.append(HEADER + ['Megjegyzés'])
    ws.merge_cells('G1:J1')
    for r in listing_rows(4):
        ws.append(r)
    save(wb, 'op-merged-header.xlsx', 'last header cell merged over four columns (G1:J1)')

    wb, ws = book()
    ws.append(['Hivatkozás', 'Felvéve', 'Időpont', 'Megtekintés', 'Határidő', 'Időtartam'])
    base = datetime.datetime(2024, 3, 15, 14, 30, 5)
    for i in range(5):
        ws.append([f'REF-{i}', (base + datetime.timedelta(days=40 * i)).date(), datetime.time(9 + i, 15, 30),
                   base + datetime.timedelta(days=i, hours=i, minutes=7 * i), datetime.datetime(1999 + i, 12, 31),
                   None])
        ws.cell(row=2 + i, column=2).number_format = 'yyyy.mm.dd'
        ws.cell(row=2 + i, column=3).number_format = 'hh:mm:ss'
        ws.cell(row=2 + i, column=4).number_format = 'yyyy-mm-dd hh:mm'
        ws.cell(row=2 + i, column=5).number_format = '[$-40E]yyyy. mmmm d.'
        ws.cell(row=2 + i, column=6).value = 0.25 * (i + 1)
        ws.cell(row=2 + i, column=6).number_format = 'h:mm'
    save(wb, 'op-dates.xlsx', 'dates, times, date-times, a Hungarian long date format, times as fractions')

    wb, ws = book()
    ws.append(['Hivatkozás', 'Aktív', 'Kiemelt', 'Darab'])
    for i in range(6):
        ws.append([f'REF-{i}', i % 2 == 0, i % 3 == 0, i])
    save(wb, 'op-booleans.xlsx', 'boolean cells')

    wb, ws = book()
    ws.append(['Hivatkozás', 'Ár', 'Jutalék', 'Terület', 'Arány', 'Nagy szám', 'Negatív', 'Tört'])
    fmts = [None, '#,##0 "Ft"', '0.00%', '0.0', '0.00E+00', '#,##0', '#,##0.00;[Red]-#,##0.00', '# ?/?']
    for i in range(6):
        vals = [f'REF-{i}', 1e7 + i * 333_333.33, 0.035 + i / 1000, 54.25 + i, 1.5e-7 * (i + 1), 12345678901 + i,
                -1234.5 * i, 0.5 + i / 8]
        ws.append(vals)
        for c, f in enumerate(fmts, 1):
            if f:
                ws.cell(row=2 + i, column=c).number_format = f
    save(wb, 'op-number-formats.xlsx', 'numbers with currency, percent, scientific, fraction and red-negative formats')

    wb, ws = book('Rejtett')
    ws.append(HEADER)
    ws.append(listing_rows(1)[0])
    ws.sheet_state = 'hidden'
    ws2 = wb.create_sheet('Listings')
    ws2.append(HEADER)
    for r in listing_rows(4):
        ws2.append(r)
    ws3 = wb.create_sheet('Nagyon rejtett')
    ws3['A1'] = 'titok'
    ws3.sheet_state = 'veryHidden'
    wb.active = 1
    save(wb, 'op-hidden-sheets.xlsx', 'a hidden and a very hidden sheet around the data sheet')

    wb, ws = book('Lakások')
    ws.append(HEADER)
    for r in listing_rows(5):
        ws.append(r)
    ws2 = wb.create_sheet('Eladók')
    ws2.append(['Név', 'Telefon', 'E-mail'])
    ws2.append(['Kovács Éva', '+36 30 123 4567', 'eva@example.hu'])
    ws2.append(['Nagy Ödön', '06-1-234-5678', 'odon@example.hu'])
    wb.create_sheet('Üres')
    ws4 = wb.create_sheet("Ügyfél's lista & co")
    ws4.append(['Név', 'Város'])
    ws4.append(['Szabó Ákos', 'Győr'])
    save(wb, 'op-multi-sheet.xlsx', 'four sheets, one empty, one with a quote and ampersand in its name')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(6):
        ws.append(r)
    t = Table(displayName='Lakasok', ref='A1:F7')
    t.tableStyleInfo = TableStyleInfo(name='TableStyleMedium9', showRowStripes=True)
    ws.add_table(t)
    save(wb, 'op-table.xlsx', 'the data is an Excel table (ListObject) A1:F7')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(6):
        ws.append(r)
    t = Table(displayName='Lakasok', ref='A1:F7')
    t.tableStyleInfo = TableStyleInfo(name='TableStyleLight1', showRowStripes=True)
    ws.add_table(t)
    ws['H1'] = 'Város'
    ws['I1'] = 'Darab'
    ws['H2'] = 'Győr'
    ws['I2'] = 2
    t2 = Table(displayName='Osszesito', ref='H1:I2')
    ws.add_table(t2)
    save(wb, 'op-table-neighbour.xlsx', 'an Excel table with a second table one column to its right (H1:I2)')

    wb, ws = book()
    ws.append(['Hivatkozás', 'Jan', 'Feb', 'Már', 'Kitöltve', 'Összesen'])
    for i in range(5):
        ws.append([f'REF-{i}', 10 * i, 20, 30 + i, f'=COUNTA(A{i + 2}:Z{i + 2})', f'=SUM(B{i + 2}:M{i + 2})'])
    ws['A8'] = 'Oszlopösszeg'
    ws['B8'] = '=SUM(B2:B6)'
    ws['H1'] = None
    save(wb, 'op-formulas-over-empty-columns.xlsx', 'row formulas COUNTA(A2:Z2) and SUM(B2:M2) reach over the empty columns right of the data')

    wb, ws = book()
    ws.append(HEADER + ['Oszlop7', 'Oszlop8', 'Oszlop9', 'Oszlop10'])
    for r in listing_rows(6):
        ws.append(r)
    t = Table(displayName='Szeles', ref='A1:J7')
    t.tableStyleInfo = TableStyleInfo(name='TableStyleMedium2', showRowStripes=True)
    ws.add_table(t)
    save(wb, 'op-table-wide.xlsx', 'an Excel table A1:J7 whose last four columns are empty')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(8):
        ws.append(r)
    ws.auto_filter.ref = 'A1:F9'
    save(wb, 'op-autofilter.xlsx', 'autofilter over the data A1:F9')

    wb, ws = book()
    ws.append(HEADER + ['Állapot'])
    for r in listing_rows(5):
        ws.append(r + ['új'])
    dv = DataValidation(type='list', formula1='"új,felújított,felújítandó"', allow_blank=True)
    ws.add_data_validation(dv)
    dv.add('G2:G100')
    dv2 = DataValidation(type='whole', operator='between', formula1='1', formula2='10')
    ws.add_data_validation(dv2)
    dv2.add('F2:F100')
    save(wb, 'op-data-validation.xlsx', 'list and whole-number data validation')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(4):
        ws.append(r)
    ws['A1'].comment = Comment('A hivatkozás egyedi.', 'Kovács')
    ws['D3'].comment = Comment('Alku tárgya', 'Nagy')
    ws['A2'].comment = Comment('Ellenőrizve 2024.10.01', 'Szabó')
    save(wb, 'op-comments.xlsx', 'comments on the header and data cells, one on A2 where the first note goes')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(4):
        ws.append(r)
    try:
        from PIL import Image as PilImage
        png = io.BytesIO()
        PilImage.new('RGB', (30, 20), (20, 120, 200)).save(png, format='PNG')
        png.seek(0)
        ws.add_image(Image(png), 'H2')
        save(wb, 'op-image.xlsx', 'a PNG image anchored at H2, right of the data')
    except ImportError:
        pass

    from openpyxl.drawing.spreadsheet_drawing import AnchorMarker, TwoCellAnchor
    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(6):
        ws.append(r)
    png = io.BytesIO()
    from PIL import Image as PilImage
    PilImage.new('RGB', (300, 120), (240, 200, 40)).save(png, format='PNG')
    png.seek(0)
    img = Image(png)
    img.anchor = TwoCellAnchor(_from=AnchorMarker(col=6, row=0), to=AnchorMarker(col=11, row=5))
    ws.add_image(img)
    ws['A3'].hyperlink = 'https://example.hu/ingatlan/REF-0002'
    ws['A3'].style = 'Hyperlink'
    save(wb, 'op-picture-beside-data.xlsx', 'a picture anchored over G1:L6, right next to the data; a hyperlink')

    wb, ws = book()
    ws.append(['Hivatkozás', 'Leírás\nrövid', 'Cím'])
    for i in range(4):
        ws.append([f'REF-{i}', f'Első sor\r\nMásodik sor {i}\rharmadik', f'Fő utca {i}.\n2. emelet'])
        ws.cell(row=2 + i, column=2).alignment = Alignment(wrap_text=True)
    save(wb, 'op-line-breaks.xlsx', 'CR LF, CR and LF inside cells and in the header')

    wb, ws = book()
    ws.append(['Hivatkozás', 'Leírás', 'Ár'])
    long = ('Napfényes, csendes, felújított lakás a belvárosban; ' * 700)[:32767]
    ws.append(['REF-1', long, 1])
    ws.append(['REF-2', long[:5000], 2])
    save(wb, 'op-long-text.xlsx', 'a 32767-character cell')

    wb, ws = book('Árvíztűrő tükörfúrógép')
    ws.append(['Azonosító', 'Tulajdonos neve', 'Település', 'Megjegyzés'])
    ws.append(['ŐŰ-1', 'Öreg Ödönné Űrhajós Íris', 'Hódmezővásárhely', 'ÁRVÍZTŰRŐ TÜKÖRFÚRÓGÉP'])
    ws.append(['ŐŰ-2', 'Čapek & Łukasz', 'Nyíregyháza', 'emoji 🏠 és ≥ ≤ €'])
    ws.append(['ŐŰ-3', '  szóközök  ', 'Zsámbék', '<tag> & "idézet" \'aposztróf\''])
    save(wb, 'op-hungarian.xlsx', 'Hungarian accents in sheet name and cells, emoji, XML specials, spaces kept')

    wb, ws = book()
    for c, h in enumerate(HEADER, 3):
        ws.cell(row=4, column=c, value=h)
    for i, r in enumerate(listing_rows(6)):
        if i == 2:
            continue
        for c, v in enumerate(r, 3):
            if c == 5 and i == 3:
                continue
            ws.cell(row=5 + i * 2, column=c, value=v)
    save(wb, 'op-empty-rows-cols.xlsx', 'table starting at C4, empty rows between data rows, a gap in a row')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(5):
        ws.append(r)
    ws.column_dimensions['G'].hidden = True
    ws.column_dimensions['H'].hidden = True
    ws.column_dimensions['C'].hidden = True
    save(wb, 'op-hidden-columns.xlsx', 'a hidden data column (C) and hidden empty columns G:H right after the header')

    wb, ws = book()
    ws.append(HEADER)
    for i, r in enumerate(listing_rows(6)):
        ws.append(r)
        if i % 2:
            ws.row_dimensions[2 + i].hidden = True
    ws.freeze_panes = 'B2'
    save(wb, 'op-hidden-rows.xlsx', 'hidden data rows and frozen panes')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(2000):
        ws.append(r)
    save(wb, 'op-2000-rows.xlsx', '2000 rows')

    wb, ws = book()
    ws.append(HEADER)
    for i, r in enumerate(listing_rows(6)):
        ws.append(r)
        ws.cell(row=2 + i, column=1).font = Font(bold=True, color='FF0000', name='Arial')
        ws.cell(row=2 + i, column=2).fill = PatternFill('solid', fgColor='FFFF00')
    for c in range(1, 7):
        ws.cell(row=1, column=c).font = Font(bold=True, size=14)
    save(wb, 'op-styled.xlsx', 'fonts, fills, bold header')

    wb, ws = book()
    ws.append(HEADER + ['Import status', 'Service ID', 'Error code', 'Error message', 'Imported at',
                        'Import fingerprint'])
    for i, r in enumerate(listing_rows(4)):
        ws.append(r + (['created', 9000 + i, None, None, datetime.datetime(2024, 5, 1, 10, 0), f'fp{i}'] if i < 2 else []))
    save(wb, 'op-previous-results.xlsx', 'result columns from an earlier write-back are already there')

    wb, ws = book()
    ws.append(HEADER + [None, 'Import status', 'Service ID', 'Megjegyzés', None, 'Imported at'])
    for i, r in enumerate(listing_rows(4)):
        ws.append(r + [None, 'created' if i < 2 else None, 9100 + i if i < 2 else None, f'saját jegyzet {i}', None,
                       datetime.datetime(2024, 5, 2, 8, 0) if i < 2 else None])
    save(wb, 'op-partial-previous-results.xlsx', 'some result columns from an earlier run (H, I, L) around a user column '
         '"Megjegyzés" (J) full of data, K empty')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(5):
        ws.append(r)
    ws.append(['Összesen', None, None, '=SUBTOTAL(109,Osszegzo[Ár (Ft)])', None, None])
    t = Table(displayName='Osszegzo', ref='A1:F7', totalsRowCount=1)
    t.tableStyleInfo = TableStyleInfo(name='TableStyleMedium4', showRowStripes=True)
    t._initialise_columns()
    t.tableColumns[0].totalsRowLabel = 'Összesen'
    t.tableColumns[3].totalsRowFunction = 'sum'
    ws.add_table(t)
    save(wb, 'op-table-totals.xlsx', 'an Excel table with a totals row (SUBTOTAL formula)')

    wb, ws = book()
    ws.append(HEADER + ['Service ID', 'Error message'])
    for i, r in enumerate(listing_rows(4)):
        ws.append(r + [f'SRV-{100 + i}', f'régi CRM hiba {i}' if i % 2 else None])
    save(wb, 'op-user-columns-named-like-results.xlsx', 'the user\'s own columns "Service ID" and "Error message" '
         '(CRM data) without any other result header')

    wb, ws = book('Első üres')
    ws2 = wb.create_sheet('Listings')
    ws2.append(HEADER)
    for r in listing_rows(3):
        ws2.append(r)
    save(wb, 'op-first-sheet-empty.xlsx', 'the first sheet is empty')

    wb, ws = book()
    ws.append(['Hivatkozás', 'Irányítószám', 'Telefon', 'Helyrajzi szám', 'Ár'])
    for i in range(5):
        ws.append([f'REF-{i}', f'{1011 + i}', f'06301234{i:03d}', f'{12345 + i}/{i}', f'{25 + i} 000 000'])
    save(wb, 'op-numbers-as-text.xlsx', 'numbers stored as text (postcodes, phone numbers, leading zeros)')

    wb, ws = book()
    wb.epoch = CALENDAR_MAC_1904
    ws.append(['Hivatkozás', 'Felvéve', 'Időpont'])
    for i in range(4):
        ws.append([f'REF-{i}', datetime.datetime(2024, 2, 27 + i, 8, 0) if i < 3 else datetime.datetime(2023, 1, 1),
                   datetime.datetime(1904, 1, 2 + i, 12, 0)])
        ws.cell(row=2 + i, column=2).number_format = 'yyyy-mm-dd hh:mm'
        ws.cell(row=2 + i, column=3).number_format = 'yyyy-mm-dd hh:mm'
    save(wb, 'op-1904.xlsx', '1904 date system')

    wb, ws = book()
    ws.append(['Hivatkozás', 'Dátum'])
    for i, d in enumerate([datetime.datetime(1900, 1, 1), datetime.datetime(1900, 1, 15), datetime.datetime(1900, 2, 28),
                           datetime.datetime(1900, 3, 1), datetime.datetime(1900, 3, 2, 6, 0)]):
        ws.append([f'REF-{i}', d])
        ws.cell(row=2 + i, column=2).number_format = 'yyyy-mm-dd hh:mm'
    save(wb, 'op-early-dates.xlsx', 'dates before and around 1900-03-01')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(6):
        ws.append(r)
    ws.print_area = 'A1:F7'
    ws.print_title_rows = '1:1'
    save(wb, 'op-print-settings.xlsx', 'print area and print titles (defined names)')

    from openpyxl.chart import BarChart, Reference
    wb = Workbook()
    cs = wb.create_chartsheet('Diagram', 0)
    ws = wb.active if wb.active.title != 'Diagram' else wb.worksheets[0]
    ws.title = 'Listings'
    ws.append(HEADER)
    for r in listing_rows(5):
        ws.append(r)
    chart = BarChart()
    chart.add_data(Reference(ws, min_col=4, min_row=1, max_row=6), titles_from_data=True)
    cs.add_chart(chart)
    save(wb, 'op-chart-sheet.xlsx', 'a chart sheet before the data sheet')

    wb, ws = book()
    for r in listing_rows(5):
        ws.append(r)
    save(wb, 'op-no-header.xlsx', 'data without a header row')

    wb, ws = book()
    ws.append(['Egyetlen oszlop'])
    for i in range(5):
        ws.append([f'tétel {i}'])
    save(wb, 'op-one-column.xlsx', 'a one-column sheet')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(3):
        ws.append(r)
    ws['XFD1'] = 'a legutolsó oszlop'
    ws['XFD3'] = 1
    save(wb, 'op-last-column-used.xlsx', 'a cell in column XFD (the last column) in the header row and a data row')

    wb, ws = book()
    ws.append(HEADER)
    for r in listing_rows(5):
        ws.append(r)
    ws['G1'] = None
    for i in range(2, 7):
        ws.cell(row=i, column=7, value=f'=D{i}/E{i}')
    ws['H1'] = 'Összesen'
    ws['H2'] = '=SUM(D2:D6)'
    ws['I2'] = '=NA()'
    ws['I3'] = '=1/0'
    ws['I4'] = '=A2&" – "&C2'
    ws['I5'] = '=D2>D3'
    save(wb, 'op-formulas-uncached.xlsx', 'formulas without cached values (openpyxl writes none)')


# ---------------------------------------------------------------- hand-written packages

M = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
PR = 'http://schemas.openxmlformats.org/package/2006/relationships'
CT = 'http://schemas.openxmlformats.org/package/2006/content-types'
SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml'
XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

STYLES = (XML_DECL + f'<styleSheet xmlns="{M}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd"/>'
          '<numFmt numFmtId="165" formatCode="yyyy\\-mm\\-dd\\ hh:mm:ss"/></numFmts>'
          '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>'
          '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
          '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
          '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
          '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
          '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
          '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
          '<xf numFmtId="21" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>'
          '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>')


def esc(s):
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;').replace('"', '&quot;')


def col_letter(i):
    s = ''
    n = i + 1
    while n:
        n, r = divmod(n - 1, 26)
        s = chr(65 + r) + s
    return s


def sheet_data(rows, sst=None, inline=False, p=''):
    """rows: list of lists of values (str, int/float, bool, None, or ('raw', '<c ...>') ); returns <sheetData>."""
    out_rows = []
    for ri, row in enumerate(rows, 1):
        cells = []
        for ci, v in enumerate(row):
            ref = f'{col_letter(ci)}{ri}'
            if v is None:
                continue
            if isinstance(v, tuple) and v[0] == 'raw':
                cells.append(v[1].replace('{ref}', ref).replace('{p}', p))
            elif isinstance(v, bool):
                cells.append(f'<{p}c r="{ref}" t="b"><{p}v>{int(v)}</{p}v></{p}c>')
            elif isinstance(v, (int, float)):
                cells.append(f'<{p}c r="{ref}"><{p}v>{v!r}</{p}v></{p}c>')
            elif inline or sst is None:
                cells.append(f'<{p}c r="{ref}" t="inlineStr"><{p}is><{p}t xml:space="preserve">{esc(v)}</{p}t></{p}is></{p}c>')
            else:
                if v not in sst:
                    sst.append(v)
                cells.append(f'<{p}c r="{ref}" t="s"><{p}v>{sst.index(v)}</{p}v></{p}c>')
        out_rows.append(f'<{p}row r="{ri}">' + ''.join(cells) + f'</{p}row>')
    return f'<{p}sheetData>' + ''.join(out_rows) + f'</{p}sheetData>'


def sst_xml(strings, p=''):
    ns = f'xmlns:{p[:-1]}="{M}"' if p else f'xmlns="{M}"'
    return (XML_DECL + f'<{p}sst {ns} count="{len(strings)}" uniqueCount="{len(strings)}">'
            + ''.join(f'<{p}si><{p}t xml:space="preserve">{esc(s)}</{p}t></{p}si>' for s in strings) + f'</{p}sst>')


def worksheet(body, p='', extra_ns=''):
    ns = f'xmlns:{p[:-1]}="{M}"' if p else f'xmlns="{M}"'
    return XML_DECL + f'<{p}worksheet {ns} xmlns:r="{R}"{extra_ns}>{body}</{p}worksheet>'


def rels_xml(items):
    return (XML_DECL + f'<Relationships xmlns="{PR}">'
            + ''.join(f'<Relationship Id="{i}" Type="{t if t.startswith("http") else R + "/" + t}" Target="{g}"'
                      + (' TargetMode="External"' if g.startswith('http') else '') + '/>' for i, t, g in items)
            + '</Relationships>')


def package(name, what, sheets, sst=None, styles=STYLES, p='', date1904=False, workbook_extra='', parts=None,
            sheet_target=lambda i: f'worksheets/sheet{i}.xml', sheet_part=lambda i: f'xl/worksheets/sheet{i}.xml',
            workbook_part='xl/workbook.xml', root_target=None, wb_rels_extra=(), content_types_extra='',
            writer='hand-written', **extra):
    """sheets: list of dicts {name, body (inside <worksheet>), state?, kind? ('worksheet'|'chartsheet'|'macrosheet')}."""
    ns = f'xmlns:{p[:-1]}="{M}"' if p else f'xmlns="{M}"'
    wb_dir = os.path.dirname(workbook_part)
    sheet_tags = []
    rels = []
    files = {}
    overrides = [(f'/{workbook_part}', f'{SML}.sheet.main+xml')]
    for i, s in enumerate(sheets, 1):
        state = f' state="{s["state"]}"' if s.get('state') else ''
        sheet_tags.append(f'<{p}sheet name="{esc(s["name"])}" sheetId="{i}"{state} r:id="rId{i}"/>')
        kind = s.get('kind', 'worksheet')
        target = s.get('target', sheet_target(i))
        part = s.get('part', sheet_part(i))
        rels.append((f'rId{i}', {'worksheet': 'worksheet', 'chartsheet': 'chartsheet',
                                 'macrosheet': 'http://schemas.microsoft.com/office/2006/relationships/xlMacrosheet',
                                 'dialogsheet': 'dialogsheet'}[kind], target))
        files[part] = s['xml'] if 'xml' in s else worksheet(s['body'], p)
        overrides.append((f'/{part}', s.get('content_type', f'{SML}.worksheet+xml')))
    if sst is not None:
        rels.append(('rIdSst', 'sharedStrings', 'sharedStrings.xml'))
        files[f'{wb_dir}/sharedStrings.xml'] = sst if isinstance(sst, (str, bytes)) else sst_xml(sst, p)
        overrides.append((f'/{wb_dir}/sharedStrings.xml', f'{SML}.sharedStrings+xml'))
    if styles is not None:
        # openpyxl 3.0 reads styles only from xl/styles.xml, so a workbook part elsewhere still points there.
        styles_part = 'xl/styles.xml'
        rels.append(('rIdSty', 'styles', posixpath.relpath(styles_part, wb_dir)))
        files[styles_part] = styles
        overrides.append((f'/{styles_part}', f'{SML}.styles+xml'))
    rels.extend(wb_rels_extra)
    pr = f'<{p}workbookPr date1904="1"/>' if date1904 else ''
    files[workbook_part] = (XML_DECL + f'<{p}workbook {ns} xmlns:r="{R}">{pr}<{p}sheets>' + ''.join(sheet_tags)
                            + f'</{p}sheets>{workbook_extra}</{p}workbook>')
    files[f'{wb_dir}/_rels/{os.path.basename(workbook_part)}.rels'] = rels_xml(rels)
    files['_rels/.rels'] = rels_xml([('rId1', 'officeDocument', root_target or workbook_part)])
    for k, v in (parts or {}).items():
        files[k] = v
    ct = (XML_DECL + f'<Types xmlns="{CT}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>'
          + ''.join(f'<Override PartName="{a}" ContentType="{b}"/>' for a, b in overrides) + content_types_extra + '</Types>')
    files.setdefault('[Content_Types].xml', ct)
    write_zip(out(name), files)
    describe(name, writer, what, **extra)


def write_zip(path, files):
    order = ['[Content_Types].xml', '_rels/.rels'] + [k for k in files if k not in ('[Content_Types].xml', '_rels/.rels')]
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as z:
        for k in order:
            if k not in files or files[k] is None:
                continue
            info = zipfile.ZipInfo(k, FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            data = files[k]
            z.writestr(info, data.encode('utf-8') if isinstance(data, str) else data)


def table_rows(n=4):
    return [list(HEADER)] + listing_rows(n)


def hw_files():
    # .NET Open XML SDK: every element prefixed x:, shared strings and styles too.
    sst = []
    body = sheet_data(table_rows(), sst, p='x:')
    styles_x = STYLES.replace('<', '<x:').replace('<x:/', '</x:').replace('<x:?xml', '<?xml').replace(f'xmlns="{M}"', f'xmlns:x="{M}"')
    package('hw-openxml-sdk-prefixed.xlsx', '.NET Open XML SDK style: x: prefix on every SpreadsheetML element',
            [{'name': 'Sheet1', 'body': '<x:sheetViews><x:sheetView workbookViewId="0"/></x:sheetViews>' + body}],
            sst=sst, styles=styles_x, p='x:', writer='imitates .NET Open XML SDK')

    sst = []
    body = sheet_data(table_rows(), sst, p='s:')
    package('hw-closedxml-prefixed-nostyles.xlsx', 'older ClosedXML/CRM export: s: prefix, no styles part',
            [{'name': 'Export', 'body': body}], sst=sst, styles=None, p='s:', writer='imitates ClosedXML')

    rows = table_rows()
    rows.append(['REF-9', ('raw', '<{p}c r="{ref}" t="d"><{p}v>2024-05-06T00:00:00</{p}v></{p}c>'), 'Eger', 1, 2, 3])
    package('hw-openxml-sdk-inline.xlsx', '.NET SDK with x: prefix and inline strings, a t="d" cell, styles with x:',
            [{'name': 'Data', 'body': sheet_data(rows, None, inline=True, p='x:')}], styles=styles_x, p='x:',
            writer='imitates .NET Open XML SDK')

    # SheetJS: t="str" strings when no SST, no styles part, docProps.
    rows = table_rows()
    body = sheet_data([[('raw', f'<c r="{{ref}}" t="str"><v>{esc(v)}</v></c>') if isinstance(v, str) else v for v in r]
                       for r in rows])
    package('hw-sheetjs-str.xlsx', 'SheetJS without SST: strings as t="str", no styles part',
            [{'name': 'Sheet1', 'body': '<dimension ref="A1:F5"/>' + body}], styles=None, writer='imitates SheetJS')
    package('hw-sheetjs-inline.xlsx', 'SheetJS-like: inline strings, no styles part, no dimension',
            [{'name': 'Sheet1', 'body': sheet_data(table_rows(), None, inline=True)}], styles=None,
            writer='imitates SheetJS')

    sst = []
    package('hw-minimal-no-styles.xlsx', 'minimal writer: shared strings, no styles part',
            [{'name': 'Sheet1', 'body': sheet_data(table_rows(), sst)}], sst=sst, styles=None, writer='minimal writer')

    sst = []
    body = sheet_data(table_rows(), sst)
    body = re.sub(r' r="[A-Z]*[0-9]+"', '', body)
    package('hw-no-r-attributes.xlsx', 'rows and cells without r attributes (positions implied by order)',
            [{'name': 'Sheet1', 'body': body}], sst=sst, writer='minimal writer')

    sst = []
    body = sheet_data(table_rows(), sst)
    body = re.sub(r'(<row r="\d+">)<c r="[A-Z]+\d+"', r'\1<c', body)
    package('hw-some-r-missing.xlsx', 'first cell of every row without r, the rest with r',
            [{'name': 'Sheet1', 'body': body}], sst=sst, writer='minimal writer')

    sst = []
    package('hw-absolute-targets.xlsx', 'absolute part targets (/xl/worksheets/sheet1.xml) in the relationships',
            [{'name': 'Sheet1', 'body': sheet_data(table_rows(), sst), 'target': '/xl/worksheets/sheet1.xml'}], sst=sst,
            root_target='/xl/workbook.xml', writer='imitates EPPlus')

    sst = []
    package('hw-custom-part-names.xlsx', 'workbook at spreadsheet/book.xml, sheet at ../data/s1.xml, styles at ../xl/styles.xml',
            [{'name': 'Sheet1', 'body': sheet_data(table_rows(), sst), 'target': '../data/s1.xml', 'part': 'data/s1.xml'}],
            sst=sst, workbook_part='spreadsheet/book.xml', writer='imitates a CRM export')

    sst = []
    package('hw-part-case.xlsx', 'zip entry names differ in case from the relationship targets',
            [{'name': 'Sheet1', 'body': sheet_data(table_rows(), sst), 'target': 'Worksheets/Sheet1.XML',
              'part': 'xl/worksheets/sheet1.xml'}], sst=sst, writer='imitates a Windows exporter')

    rows = [['Hivatkozás', 'Leírás', 'Ár'],
            ['REF-1', ('raw', '<c r="{ref}" t="inlineStr"><is><t><![CDATA[</t></is></c></row><row r="99"><c r="A99"><v>1</v></c>]]></t></is></c>'), 1],
            ['REF-2', ('raw', '<c r="{ref}" t="inlineStr"><is><t><![CDATA[<c r="Z2"/> & </sheetData>]]></t></is></c>'), 2],
            ['REF-3', 'után', 3]]
    package('hw-cdata-markup.xlsx', 'CDATA text that looks like sheet markup (</c></row><row r="99">, </sheetData>)',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None, inline=True)}], writer='imitates a Java exporter')

    cdata_sst = (XML_DECL + f'<sst xmlns="{M}" count="3" uniqueCount="3">'
                 '<si><t><![CDATA[Hivatkozás & <jel>]]></t></si><si><t><![CDATA[Cím]]></t></si>'
                 '<si><r><t>Lakás </t></r><r><rPr><b/></rPr><t><![CDATA[<első> & "fő"]]></t></r></si></sst>')
    rows = [[('raw', '<c r="{ref}" t="s"><v>0</v></c>'), ('raw', '<c r="{ref}" t="s"><v>1</v></c>')],
            ['REF-1', ('raw', '<c r="{ref}" t="s"><v>2</v></c>')],
            ['REF-2', ('raw', '<c r="{ref}" t="inlineStr"><is><t><![CDATA[Inline <b>nem</b> félkövér & x]]></t></is></c>')]]
    package('hw-cdata.xlsx', 'CDATA sections in shared and inline strings, rich text with a CDATA run',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None)}], sst=cdata_sst, writer='imitates a Java exporter')

    rows = [['Hivatkozás', 'Dátum', 'Időpont', 'Csak idő', 'Szöveg'],
            ['REF-1', ('raw', '<c r="{ref}" t="d"><v>2024-03-15</v></c>'),
             ('raw', '<c r="{ref}" t="d"><v>2024-03-15T14:30:05</v></c>'),
             ('raw', '<c r="{ref}" t="d"><v>14:30:00</v></c>'), 'a'],
            ['REF-2', ('raw', '<c r="{ref}" t="d" s="1"><v>1999-12-31T00:00:00Z</v></c>'),
             ('raw', '<c r="{ref}" t="d" s="2"><v>2000-02-29T23:59:59.500</v></c>'),
             ('raw', '<c r="{ref}" t="d"><v>1899-12-31T06:00:00</v></c>'), 'b']]
    package('hw-t-d-dates.xlsx', 't="d" cells: a date, a date-time, a time, with and without Z and milliseconds',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None, inline=True)}], writer='imitates exceljs/SheetJS date cells')

    rows = [['Hivatkozás', 'Képlet szöveg', 'Hiba', 'Hiba 2', 'Szám képlet', 'Logikai képlet'],
            ['REF-1', ('raw', '<c r="{ref}" t="str"><f>A2&amp;"x"</f><v>REF-1x</v></c>'),
             ('raw', '<c r="{ref}" t="e"><f>1/0</f><v>#DIV/0!</v></c>'), ('raw', '<c r="{ref}" t="e"><v>#N/A</v></c>'),
             ('raw', '<c r="{ref}"><f>1+1</f><v>2</v></c>'), ('raw', '<c r="{ref}" t="b"><f>TRUE()</f><v>1</v></c>')],
            ['REF-2', ('raw', '<c r="{ref}" t="str"><f>""</f><v></v></c>'),
             ('raw', '<c r="{ref}" t="e"><f>#REF!+1</f><v>#REF!</v></c>'), ('raw', '<c r="{ref}" t="e"><v>#VALUE!</v></c>'),
             ('raw', '<c r="{ref}"><f t="shared" ref="E3:E4" si="0">ROW()*2</f><v>6</v></c>'), 'x'],
            ['REF-3', ('raw', '<c r="{ref}" t="str"><v>csak szöveg</v></c>'), ('raw', '<c r="{ref}" t="e"><v>#NAME?</v></c>'),
             ('raw', '<c r="{ref}" t="e"><v>#NULL!</v></c>'), ('raw', '<c r="{ref}"><f t="shared" si="0"/><v>8</v></c>'), False]]
    package('hw-formula-types.xlsx', 't="str" formula strings, t="e" errors, shared formulas with cached values',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None, inline=True)}], writer='imitates Excel formula output')

    macro = worksheet(sheet_data([['Macro1'], [('raw', '<c r="{ref}"><f>RETURN()</f><v>1</v></c>')]], None, inline=True))
    macro = macro.replace('<worksheet', '<xm:macrosheet xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"').replace(
        '</worksheet>', '</xm:macrosheet>')
    sst = []
    vba = bytes(range(256)) * 8
    package('hw-macro-sheet.xlsm', 'an Excel 4 macro sheet before the data sheet, a (dummy) vbaProject.bin',
            [{'name': 'Macro1', 'xml': macro, 'kind': 'macrosheet', 'target': 'macrosheets/sheet1.xml',
              'part': 'xl/macrosheets/sheet1.xml', 'content_type': 'application/vnd.ms-excel.macrosheet+xml'},
             {'name': 'Listings', 'body': sheet_data(table_rows(), sst)}], sst=sst, writer='imitates Excel (xlsm)',
            wb_rels_extra=[('rIdVba', 'http://schemas.microsoft.com/office/2006/relationships/vbaProject', 'vbaProject.bin')],
            parts={'xl/vbaProject.bin': vba},
            content_types_extra='<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>')

    rows = [['Hivatkozás', 'Dátum', 'Időpont'],
            ['REF-1', ('raw', '<c r="{ref}" s="1"><v>0</v></c>'), ('raw', '<c r="{ref}" s="2"><v>43904.5</v></c>')],
            ['REF-2', ('raw', '<c r="{ref}" s="1"><v>1</v></c>'), ('raw', '<c r="{ref}" s="3"><v>0.75</v></c>')],
            ['REF-3', ('raw', '<c r="{ref}" s="1"><v>45000</v></c>'), ('raw', '<c r="{ref}" s="2"><v>1462.25</v></c>')]]
    package('hw-1904.xlsx', '1904 date system with serials 0, 1, 43904.5, a time 0.75',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None, inline=True)}], date1904=True, writer='imitates Excel for Mac')

    rows = [['Hivatkozás', 'Dátum']] + [[f'S{v}', ('raw', f'<c r="{{ref}}" s="2"><v>{v}</v></c>')]
                                       for v in [1, 2, 31, 59, 60, 61, 59.5, 0.5, 1.25]]
    package('hw-early-dates.xlsx', 'serials 1..61 around the phantom 1900-02-29, 0.5 (a time), 1.25',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None, inline=True)}], writer='imitates Excel')

    empty_fonts = STYLES.replace('<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>', '<fonts count="0"/>')
    sst = []
    package('hw-empty-fonts.xlsx', 'styles part with an empty <fonts count="0"/> list',
            [{'name': 'Sheet1', 'body': sheet_data(table_rows(), sst)}], sst=sst, styles=empty_fonts,
            writer='imitates a Go writer')

    bare_styles = XML_DECL + f'<styleSheet xmlns="{M}"/>'
    sst = []
    package('hw-bare-styles.xlsx', 'styles part with nothing in it (<styleSheet/>)',
            [{'name': 'Sheet1', 'body': sheet_data(table_rows(), sst)}], sst=sst, styles=bare_styles,
            writer='minimal writer')

    crlf_sst = (XML_DECL + f'<sst xmlns="{M}" count="4" uniqueCount="4"><si><t>Hivatkozás</t></si>'
                '<si><t xml:space="preserve">Leírás\r\nkét sor</t></si>'
                '<si><t xml:space="preserve">első\r\nmásodik\rharmadik</t></si>'
                '<si><t xml:space="preserve">escape_x000D_\nsor és _x0009_tab és _x005F_x000D_ marad</t></si></sst>')
    rows = [[('raw', '<c r="{ref}" t="s"><v>0</v></c>'), ('raw', '<c r="{ref}" t="s"><v>1</v></c>')],
            ['REF-1', ('raw', '<c r="{ref}" t="s"><v>2</v></c>')],
            ['REF-2', ('raw', '<c r="{ref}" t="s"><v>3</v></c>')],
            ['REF-3', ('raw', '<c r="{ref}" t="inlineStr"><is><t xml:space="preserve">inline\r\nsor</t></is></c>')]]
    package('hw-crlf.xlsx', 'literal CR LF and CR inside XML text, _x000D_ and _x005F_ escapes',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None)}], sst=crlf_sst, writer='imitates a Windows exporter')

    rich_sst = (XML_DECL + f'<sst xmlns="{M}" count="3" uniqueCount="3"><si><t>Hivatkozás</t></si><si><t>Cím</t></si>'
                '<si><r><rPr><b/><sz val="11"/></rPr><t>Buda</t></r><r><t xml:space="preserve">pest </t></r>'
                '<r><rPr><i/></rPr><t>belváros</t></r><rPh sb="0" eb="4"><t>ブダ</t></rPh><phoneticPr fontId="1"/></si></sst>')
    rows = [[('raw', '<c r="{ref}" t="s"><v>0</v></c>'), ('raw', '<c r="{ref}" t="s"><v>1</v></c>')],
            ['REF-1', ('raw', '<c r="{ref}" t="s"><v>2</v></c>')],
            ['REF-2', ('raw', '<c r="{ref}" t="inlineStr"><is><r><rPr><b/></rPr><t>Fő</t></r><r><t xml:space="preserve"> utca</t></r></is></c>')]]
    package('hw-rich-text.xlsx', 'rich text runs in shared and inline strings, phonetic runs (rPh) to be ignored',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None)}], sst=rich_sst, writer='imitates Excel')

    sst = []
    body = sheet_data(table_rows(), sst)
    body = body.replace('<c r=', '<c\n  r=').replace(' t="s">', '\n t="s" >').replace('<row r=', '<row spans="1:6"  r=')
    body = body.replace('"', "'")
    ws_xml = ('<?xml version=\'1.0\' encoding=\'utf-8\'?>\r\n' + f'<worksheet xmlns=\'{M}\' xmlns:r=\'{R}\'>\r\n'
              + body + '\r\n</worksheet>')
    package('hw-odd-xml-formatting.xlsx', 'single-quoted attributes, line breaks inside tags, attribute order t before r',
            [{'name': 'Sheet1', 'xml': ws_xml}], sst=sst, writer='imitates a Perl/PHP writer')

    sst = []
    ws_xml = '\ufeff' + worksheet(sheet_data(table_rows(), sst))
    package('hw-bom.xlsx', 'UTF-8 byte-order marks at the start of XML parts',
            [{'name': 'Sheet1', 'xml': ws_xml}], sst='\ufeff' + sst_xml(sst), writer='imitates a .NET StreamWriter')

    rows = [['Hivatkozás', 'Név', 'Város'],
            ['REF-1', ('raw', '<c r="{ref}" t="inlineStr"><is><t>&#x150;sz &#214;d&#246;n &amp; t&#xE1;rsa</t></is></c>'),
             ('raw', '<c r="{ref}" t="inlineStr"><is><t>Gy&#337;r &lt;&gt; &quot;x&quot; &apos;y&apos;</t></is></c>')]]
    package('hw-char-refs.xlsx', 'numeric character references and all five XML entities',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None)}], writer='imitates a PHP writer')

    sst = []
    body = sheet_data(table_rows(), sst)
    ws_xml = (XML_DECL + f'<worksheet xmlns="{M}" xmlns:r="{R}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
              'xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" mc:Ignorable="x14ac">'
              '<sheetPr><outlinePr summaryBelow="0"/></sheetPr><dimension ref="A1:F5"/>'
              '<sheetViews><sheetView tabSelected="1" workbookViewId="0"/></sheetViews>'
              '<sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25"/><cols><col min="1" max="6" width="14.7109375" customWidth="1"/></cols>'
              + body.replace('<row r=', '<row x14ac:dyDescent="0.25" r=') + '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>'
              '<extLst><ext uri="{CCE6A557-97BC-4b89-ADB6-D9C93CAAB3DF}" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main">'
              '<x14:dataValidations count="0" xmlns:xm="http://schemas.microsoft.com/office/excel/2006/main"/></ext></extLst></worksheet>')
    extra_parts = {
        'docProps/core.xml': XML_DECL + '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
        'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>excelize</dc:creator></cp:coreProperties>',
        'docProps/app.xml': XML_DECL + '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Go</Application></Properties>',
        'customXml/item1.xml': XML_DECL + '<b:Sources xmlns:b="http://schemas.openxmlformats.org/officeDocument/2006/bibliography"/>',
        'xl/theme/theme1.xml': XML_DECL + '<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office"/>',
        'xl/printerSettings/printerSettings1.bin': bytes(range(200)),
    }
    package('hw-excelize-like.xlsx', 'Go excelize/Excel-like sheet: mc:Ignorable, x14ac attributes, extLst, cols; docProps, '
            'customXml, theme and printer settings parts',
            [{'name': 'Sheet1', 'xml': ws_xml}], sst=sst, writer='imitates excelize', parts=extra_parts,
            wb_rels_extra=[('rIdTh', 'theme', 'theme/theme1.xml')],
            content_types_extra='<Default Extension="bin" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.printerSettings"/>'
            f'<Override PartName="/xl/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>'
            '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
            '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>')

    sst = []
    body = sheet_data(table_rows(), sst)
    ws_xml = worksheet(body + '<tableParts count="1"><tablePart r:id="rId1"/></tableParts>')
    tbl = (XML_DECL + f'<table xmlns="{M}" id="1" name="Tabla1" displayName="Tabla1" ref="A1:F5" totalsRowShown="0">'
           '<autoFilter ref="A1:F5"/><tableColumns count="6">'
           + ''.join(f'<tableColumn id="{i + 1}" name="{esc(h)}"/>' for i, h in enumerate(HEADER))
           + '</tableColumns><tableStyleInfo name="TableStyleMedium2" showFirstColumn="0" showLastColumn="0" showRowStripes="1" showColumnStripes="0"/></table>')
    package('hw-table-no-styles.xlsx', 'an Excel table part in a workbook without a styles part (POI streaming style)',
            [{'name': 'Sheet1', 'xml': ws_xml}], sst=sst, styles=None,
            parts={'xl/worksheets/_rels/sheet1.xml.rels': rels_xml([('rId1', 'table', '../tables/table1.xml')]),
                   'xl/tables/table1.xml': tbl},
            content_types_extra=f'<Override PartName="/xl/tables/table1.xml" ContentType="{SML}.table+xml"/>',
            writer='imitates Apache POI SXSSF')

    # Pivot table on the data sheet, its output area two columns right of the data (H1:I5).
    rows = table_rows(5)
    for i, r in enumerate(rows[1:]):
        r[2] = CITIES[i % 2]
    data_rows = [list(r) for r in rows[1:]]
    rows[0] = rows[0] + [None, 'Város', 'Összeg ár']
    sums = {}
    for r in rows[1:]:
        sums[r[2]] = sums.get(r[2], 0) + r[3]
    cities = list(sums)
    for i, c in enumerate(cities):
        rows[1 + i] = rows[1 + i] + [None, c, sums[c]]
    rows[1 + len(cities)] = rows[1 + len(cities)] + [None, 'Végösszeg', sum(sums.values())]
    sst = []
    body = sheet_data(rows, sst)
    loc = f'H1:I{2 + len(cities)}'
    cache = (XML_DECL + f'<pivotCacheDefinition xmlns="{M}" xmlns:r="{R}" r:id="rId1" recordCount="5" createdVersion="6" refreshedVersion="6" minRefreshableVersion="3">'
             '<cacheSource type="worksheet"><worksheetSource ref="A1:F6" sheet="Listings"/></cacheSource><cacheFields count="6">'
             + ''.join(f'<cacheField name="{esc(h)}" numFmtId="0"><sharedItems/></cacheField>' for h in HEADER[:2])
             + f'<cacheField name="{esc(HEADER[2])}" numFmtId="0"><sharedItems count="{len(cities)}">' + ''.join(f'<s v="{c}"/>' for c in cities) + '</sharedItems></cacheField>'
             + f'<cacheField name="{esc(HEADER[3])}" numFmtId="0"><sharedItems containsSemiMixedTypes="0" containsString="0" containsNumber="1" containsInteger="1" minValue="0" maxValue="99999999"/></cacheField>'
             + ''.join(f'<cacheField name="{esc(h)}" numFmtId="0"><sharedItems containsSemiMixedTypes="0" containsString="0" containsNumber="1" containsInteger="1" minValue="0" maxValue="999"/></cacheField>' for h in HEADER[4:])
             + '</cacheFields></pivotCacheDefinition>')
    records = (XML_DECL + f'<pivotCacheRecords xmlns="{M}" xmlns:r="{R}" count="5">'
               + ''.join(f'<r><s v="{esc(a)}"/><s v="{esc(b)}"/><x v="{cities.index(c)}"/><n v="{d}"/><n v="{e}"/><n v="{f}"/></r>'
                         for a, b, c, d, e, f in data_rows)
               + '</pivotCacheRecords>')
    pt = (XML_DECL + f'<pivotTableDefinition xmlns="{M}" name="Kimutatás1" cacheId="1" applyNumberFormats="0" applyBorderFormats="0" '
          'applyFontFormats="0" applyPatternFormats="0" applyAlignmentFormats="0" applyWidthHeightFormats="1" dataCaption="Értékek" '
          'updatedVersion="6" minRefreshableVersion="3" createdVersion="6" useAutoFormatting="1" itemPrintTitles="1" indent="0" outline="1" outlineData="1">'
          f'<location ref="{loc}" firstHeaderRow="1" firstDataRow="1" firstDataCol="1"/><pivotFields count="6">'
          '<pivotField showAll="0"/><pivotField showAll="0"/>'
          f'<pivotField axis="axisRow" showAll="0"><items count="{len(cities) + 1}">' + ''.join(f'<item x="{i}"/>' for i in range(len(cities))) + '<item t="default"/></items></pivotField>'
          '<pivotField dataField="1" showAll="0"/><pivotField showAll="0"/><pivotField showAll="0"/></pivotFields>'
          f'<rowFields count="1"><field x="2"/></rowFields><rowItems count="{len(cities) + 1}">'
          + ''.join(f'<i><x v="{i}"/></i>' for i in range(len(cities))) + '<i t="grand"><x/></i></rowItems><colItems count="1"><i/></colItems>'
          '<dataFields count="1"><dataField name="Összeg ár" fld="3" baseField="0" baseItem="0"/></dataFields>'
          '<pivotTableStyleInfo name="PivotStyleLight16" showRowHeaders="1" showColHeaders="1" showRowStripes="0" showColStripes="0" showLastColumn="1"/></pivotTableDefinition>')
    package('hw-pivot-beside-data.xlsx', f'a pivot table on the data sheet, output area {loc} two columns right of the data',
            [{'name': 'Listings', 'body': body + ''}], sst=sst,
            workbook_extra=f'<pivotCaches><pivotCache cacheId="1" r:id="rIdPc"/></pivotCaches>',
            wb_rels_extra=[('rIdPc', 'pivotCacheDefinition', 'pivotCache/pivotCacheDefinition1.xml')],
            parts={'xl/worksheets/_rels/sheet1.xml.rels': rels_xml([('rId1', 'pivotTable', '../pivotTables/pivotTable1.xml')]),
                   'xl/pivotTables/pivotTable1.xml': pt,
                   'xl/pivotTables/_rels/pivotTable1.xml.rels': rels_xml([('rId1', 'pivotCacheDefinition', '../pivotCache/pivotCacheDefinition1.xml')]),
                   'xl/pivotCache/pivotCacheDefinition1.xml': cache,
                   'xl/pivotCache/_rels/pivotCacheDefinition1.xml.rels': rels_xml([('rId1', 'pivotCacheRecords', 'pivotCacheRecords1.xml')]),
                   'xl/pivotCache/pivotCacheRecords1.xml': records},
            content_types_extra=''.join(f'<Override PartName="/xl/{a}" ContentType="{SML}.{b}+xml"/>' for a, b in [
                ('pivotTables/pivotTable1.xml', 'pivotTable'), ('pivotCache/pivotCacheDefinition1.xml', 'pivotCacheDefinition'),
                ('pivotCache/pivotCacheRecords1.xml', 'pivotCacheRecords')]),
            writer='imitates Excel (pivot table)')

    sst = []
    rows = table_rows(3)
    calc = XML_DECL + f'<calcChain xmlns="{M}"><c r="G2" i="1"/><c r="G3"/><c r="G4"/></calcChain>'
    rows[1] = rows[1] + [('raw', '<c r="{ref}"><f>D2/E2</f><v>100</v></c>')]
    rows[2] = rows[2] + [('raw', '<c r="{ref}"><f>D3/E3</f><v>200</v></c>')]
    rows[3] = rows[3] + [('raw', '<c r="{ref}"><f>D4/E4</f><v>300</v></c>')]
    package('hw-calcchain.xlsx', 'formulas right of the header (column G, no header) and a calcChain part; the corpus edit replaces G4',
            [{'name': 'Sheet1', 'body': sheet_data(rows, sst)}], sst=sst,
            wb_rels_extra=[('rIdCc', 'calcChain', 'calcChain.xml')], parts={'xl/calcChain.xml': calc},
            content_types_extra=f'<Override PartName="/xl/calcChain.xml" ContentType="{SML}.calcChain+xml"/>',
            writer='imitates Excel')

    sst = []
    body = sheet_data(table_rows(), sst)
    body = body.replace('<sheetData>', '<sheetData>\n  ').replace('</row>', '</row>\n  ')
    package('hw-dimension-wrong.xlsx', 'dimension ref A1:B2 smaller than the data, whitespace between rows',
            [{'name': 'Sheet1', 'body': '<dimension ref="A1:B2"/>' + body}], sst=sst, writer='imitates a buggy writer')

    sst = []
    rows = table_rows()
    body = sheet_data(rows, sst)
    body = body.replace('<row r="3">', '<row r="3" hidden="1">')
    cols = '<cols><col min="7" max="16384" width="9" hidden="1"/></cols>'
    package('hw-all-columns-hidden-after.xlsx', 'every column right of the data (G:XFD) hidden, as "hide unused columns" does',
            [{'name': 'Sheet1', 'body': cols + body}], sst=sst, writer='imitates Excel', expect='may-refuse')

    sst = []
    rows = table_rows(5)
    for r in rows:
        r.insert(0, None)
    body = sheet_data(rows, sst)
    mc = '<mergeCells count="2"><mergeCell ref="I2:K2"/><mergeCell ref="H4:H6"/></mergeCells>'
    package('hw-merges-right.xlsx', 'data B1:G6 with empty merged ranges I2:K2 and H4:H6 beside it',
            [{'name': 'Sheet1', 'body': body + mc}], sst=sst, writer='imitates Excel')

    sst = []
    rows = table_rows(4)
    body = sheet_data(rows, sst).replace('</sheetData>', '<row r="30"><c r="A30" t="s"><v>0</v></c><c r="Z30"><v>1</v></c></row></sheetData>')
    package('hw-far-cell.xlsx', 'a stray cell in Z30, far right and below the data',
            [{'name': 'Sheet1', 'body': body}], sst=sst, writer='hand-written')


def every_column_used():
    sst = []
    body = sheet_data(table_rows(3), sst)
    full = ''.join(f'<c r="{col_letter(i)}8"><v>{i}</v></c>' for i in range(16384))
    body = body.replace('</sheetData>', f'<row r="8">{full}</row></sheetData>')
    package('hw-every-column-used.xlsx', 'row 8 fills every column A:XFD, so no column is free for results',
            [{'name': 'Sheet1', 'body': body}], sst=sst, writer='hand-written', expect='refuse')


def more_hw_files():
    sst_xml_items = (XML_DECL + f'<sst xmlns="{M}" count="99" uniqueCount="2">'
                     '<si><t>Hivatkozás</t></si><si><t/></si><si/><si><t></t></si><si><t>Cím</t></si>'
                     '<si><r><t></t></r></si><si><t>Győr</t></si></sst>')
    rows = [[('raw', '<c r="{ref}" t="s"><v>0</v></c>'), ('raw', '<c r="{ref}" t="s"><v>4</v></c>')],
            ['REF-1', ('raw', '<c r="{ref}" t="s"><v>6</v></c>')],
            ['REF-2', ('raw', '<c r="{ref}" t="s"><v>1</v></c>')],
            ['REF-3', ('raw', '<c r="{ref}" t="s"><v> 6 </v></c>')],
            ['REF-4', ('raw', '<c r="{ref}" t="s"><v>5</v></c>')]]
    package('hw-sst-empty-items.xlsx', 'shared strings with empty items (<t/>, <si/>, empty run), wrong counts, index " 6 "',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None)}], sst=sst_xml_items, writer='imitates a Delphi exporter')

    formats = ['#,##0 "db"', '0" nap"', '@', '[Red]0;[Blue]-0', 'General', '[$€-x-euro2] #,##0.00', 'mm:ss.0',
               '[h]:mm:ss', 'yyyy"."mm"."dd"."', '[$-40E]mmmm', '#,##0.00\\ "Ft"', '0.00E+00', 'd', '"Dátum: "0',
               '[<=9999999]###-####;(###) ###-####', '[$-F800]dddd\\,\\ mmmm\\ dd\\,\\ yyyy', 'h" óra"', '\\d0']
    numfmts = ''.join(f'<numFmt numFmtId="{170 + i}" formatCode="{esc(f)}"/>' for i, f in enumerate(formats))
    xfs = ''.join(f'<xf numFmtId="{170 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
                  for i in range(len(formats)))
    styles = STYLES.replace('<numFmts count="2">', f'<numFmts count="{2 + len(formats)}">' + numfmts).replace(
        '<cellXfs count="4">', f'<cellXfs count="{4 + len(formats)}">').replace('</cellXfs>', xfs + '</cellXfs>')
    rows = [['Formátum', 'Érték']] + [[f, ('raw', f'<c r="{{ref}}" s="{4 + i}"><v>{45000.75 if i % 3 else 12.5}</v></c>')]
                                       for i, f in enumerate(formats)]
    package('hw-number-format-traps.xlsx', 'number formats with quoted or escaped date letters, text @, colours, durations',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None, inline=True)}], styles=styles, writer='imitates Excel')

    sst = []
    rows = table_rows(4)
    body = sheet_data(rows, sst)
    for r in range(1, 6):
        styled = ''.join(f'<c r="{col_letter(c)}{r}" s="1"/>' for c in range(6, 16))
        body = body.replace(f'</row>', f'{styled}</row>', 1) if False else body
        body = re.sub(f'(<row r="{r}">.*?)</row>', lambda m: m.group(1) + styled + '</row>', body, count=1)
    body = body.replace('</sheetData>', '<row r="6" s="1" customFormat="1"/><row r="7" spans="1:16"/></sheetData>')
    package('hw-styled-empty-cells.xlsx', 'styled empty cells G:P in every row, self-closing styled rows below',
            [{'name': 'Sheet1', 'body': '<cols><col min="7" max="16" width="12" style="1" customWidth="1"/></cols>' + body}],
            sst=sst, writer='imitates Excel (formatted whole rows)')

    sst = []
    rows = table_rows(8)
    body = sheet_data(rows, sst)
    for r in (3, 5, 7):
        body = body.replace(f'<row r="{r}">', f'<row r="{r}" hidden="1">')
    af = ('<autoFilter ref="A1:J9"><filterColumn colId="2"><filters><filter val="Győr"/><filter val="Pécs"/>'
          '<filter val="Debrecen"/><filter val="Eger"/><filter val="Budapest"/></filters></filterColumn>'
          '<filterColumn colId="8"><filters blank="1"/></filterColumn></autoFilter>')
    package('hw-autofilter-wide-criteria.xlsx', 'autofilter A1:J9 wider than the data A:F, criteria on C and on empty I',
            [{'name': 'Sheet1', 'body': body + af}], sst=sst,
            workbook_extra='<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">Sheet1!$A$1:$J$9</definedName></definedNames>',
            writer='imitates Excel')

    sst = []
    rows = table_rows(4)
    body = sheet_data(rows, sst)
    ws_xml = worksheet('<sheetPr codeName="Munka1"/>' + body + '<sheetProtection sheet="1" objects="1" scenarios="1" formatCells="0"/>'
                       '<conditionalFormatting sqref="A1:XFD1048576"><cfRule type="expression" dxfId="0" priority="1"><formula>MOD(ROW(),2)=0</formula></cfRule></conditionalFormatting>'
                       '<hyperlinks><hyperlink ref="A2" r:id="rId1"/><hyperlink ref="B3" location="Sheet1!A1" display="vissza"/></hyperlinks>')
    dxf_styles = STYLES.replace('<cellStyles count="1">', '<cellStyles count="1">').replace(
        '</styleSheet>', '<dxfs count="1"><dxf><fill><patternFill><bgColor rgb="FFEEEEEE"/></patternFill></fill></dxf></dxfs></styleSheet>')
    package('hw-protected-cf-links.xlsx', 'sheet protection, conditional formatting over the whole sheet, hyperlinks (external and internal)',
            [{'name': 'Sheet1', 'xml': ws_xml}], sst=sst, styles=dxf_styles,
            parts={'xl/worksheets/_rels/sheet1.xml.rels': rels_xml([('rId1', 'hyperlink', 'https://example.hu/ingatlan/1')])},
            writer='imitates Excel')

    sst = []
    ws_xml = worksheet('<!-- generated by ExportTool 3.2 -->' + sheet_data(table_rows(), sst).replace(
        '<row r="3">', '<?processing hint?><row r="3">').replace('<row r="4">', '<!-- row 4 --><row r="4">'))
    package('hw-xml-comments.xlsx', 'XML comments and a processing instruction inside the sheet XML',
            [{'name': 'Sheet1', 'xml': ws_xml}], sst=sst, writer='imitates a report generator')

    dialog = XML_DECL + f'<dialogsheet xmlns="{M}" xmlns:r="{R}"><sheetViews><sheetView workbookViewId="0"/></sheetViews></dialogsheet>'
    sst = []
    package('hw-dialog-sheet.xlsm', 'an Excel 5 dialog sheet and an empty first worksheet before the data',
            [{'name': 'Dialog1', 'xml': dialog, 'kind': 'dialogsheet', 'target': 'dialogsheets/sheet1.xml',
              'part': 'xl/dialogsheets/sheet1.xml', 'content_type': f'{SML}.dialogsheet+xml'},
             {'name': 'Üres', 'body': '<sheetData/>'},
             {'name': 'Listings', 'body': sheet_data(table_rows(), sst)}], sst=sst, writer='imitates Excel (xlsm)')

    sst = []
    body = sheet_data(table_rows(), sst)
    files = {}

    class Unseekable(io.RawIOBase):
        def __init__(self):
            self.buf = bytearray()

        def writable(self):
            return True

        def write(self, b):
            self.buf.extend(b)
            return len(b)

    # Written to a stream that cannot seek back, zipfile puts sizes in data descriptors after each entry, as
    # streaming writers (SheetJS, Go, Rust) do.
    stream = Unseekable()
    tmp = out('hw-zip-data-descriptors.xlsx')
    package('hw-zip-data-descriptors.xlsx', 'zip entries with data descriptors (sizes after the data), as streaming writers make',
            [{'name': 'Sheet1', 'body': body}], sst=sst, writer='imitates a streaming zip writer')
    with zipfile.ZipFile(tmp) as src, zipfile.ZipFile(stream, 'w', zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            z.writestr(zipfile.ZipInfo(info.filename, FIXED_TIME), src.read(info), zipfile.ZIP_DEFLATED)
    with open(tmp, 'wb') as f:
        f.write(bytes(stream.buf))

    sst = []
    tmp = out('hw-zip-stored-zip64.xlsx')
    package('hw-zip-stored-zip64.xlsx', 'zip entries stored (not compressed) with zip64 extra fields',
            [{'name': 'Sheet1', 'body': sheet_data(table_rows(), sst)}], sst=sst, writer='imitates a zip64 writer')
    with zipfile.ZipFile(tmp) as src:
        items = [(i.filename, src.read(i)) for i in src.infolist()]
    with zipfile.ZipFile(tmp, 'w', zipfile.ZIP_STORED) as z:
        for name, data in items:
            with z.open(zipfile.ZipInfo(name, FIXED_TIME), 'w', force_zip64=True) as w:
                w.write(data)

    sst = []
    tmp = out('hw-zip-extras.xlsx')
    package('hw-zip-extras.xlsx', 'zip with directory entries, Info-ZIP extra fields (UT timestamps) and an archive comment',
            [{'name': 'Sheet1', 'body': sheet_data(table_rows(), sst)}], sst=sst, writer='imitates Info-ZIP')
    with zipfile.ZipFile(tmp) as src:
        items = [(i.filename, src.read(i)) for i in src.infolist()]
    with zipfile.ZipFile(tmp, 'w', zipfile.ZIP_DEFLATED) as z:
        z.comment = b'packed by zip 3.0'
        for d in ['_rels/', 'xl/', 'xl/_rels/', 'xl/worksheets/']:
            z.writestr(zipfile.ZipInfo(d, FIXED_TIME), b'')
        for name, data in items:
            info = zipfile.ZipInfo(name, FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.extra = b'UT\x05\x00\x03' + (1704067200).to_bytes(4, 'little')
            z.writestr(info, data)

    strict = 'http://purl.oclc.org/ooxml/spreadsheetml/main'
    strict_r = 'http://purl.oclc.org/ooxml/officeDocument/relationships'
    sst = []
    ws = (XML_DECL + f'<worksheet xmlns="{strict}" xmlns:r="{strict_r}">' + sheet_data(table_rows(), sst) + '</worksheet>')
    files = {
        '[Content_Types].xml': XML_DECL + f'<Types xmlns="{CT}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        f'<Override PartName="/xl/workbook.xml" ContentType="{SML}.sheet.main+xml"/>'
        f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{SML}.worksheet+xml"/>'
        f'<Override PartName="/xl/sharedStrings.xml" ContentType="{SML}.sharedStrings+xml"/></Types>',
        '_rels/.rels': XML_DECL + f'<Relationships xmlns="{PR}"><Relationship Id="rId1" Type="http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        'xl/workbook.xml': XML_DECL + f'<workbook xmlns="{strict}" xmlns:r="{strict_r}" conformance="strict"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
        'xl/_rels/workbook.xml.rels': XML_DECL + f'<Relationships xmlns="{PR}"><Relationship Id="rId1" Type="http://purl.oclc.org/ooxml/officeDocument/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
        '<Relationship Id="rId2" Type="http://purl.oclc.org/ooxml/officeDocument/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
        'xl/worksheets/sheet1.xml': ws,
        'xl/sharedStrings.xml': sst_xml(sst).replace(M, strict),
    }
    write_zip(out('hw-strict-ooxml.xlsx'), files)
    describe('hw-strict-ooxml.xlsx', 'imitates Excel (Strict Open XML)', 'ISO 29500 Strict namespaces (purl.oclc.org), no styles part')


def sdk_files():
    p = 'x:'
    sst = []
    rows = table_rows(4)
    rows[0] = rows[0] + ['Felvéve']
    for i, r in enumerate(rows[1:]):
        r.append(('raw', f'<x:c r="{{ref}}" s="{1 + i % 2}"><x:v>{45300 + i * 31.25}</x:v></x:c>'))
    body = ('<x:sheetViews><x:sheetView workbookViewId="0"><x:pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>'
            '</x:sheetView></x:sheetViews><x:sheetFormatPr defaultRowHeight="15"/><x:cols><x:col min="1" max="7" width="16" customWidth="1"/></x:cols>'
            + sheet_data(rows, sst, p=p) + '<x:mergeCells count="1"><x:mergeCell ref="A7:C7"/></x:mergeCells>'
            '<x:pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><x:legacyDrawing r:id="R5a1"/>')
    styles_x = STYLES.replace('<', '<x:').replace('<x:/', '</x:').replace('<x:?xml', '<?xml').replace(f'xmlns="{M}"', f'xmlns:x="{M}"')
    comments = (XML_DECL + f'<x:comments xmlns:x="{M}"><x:authors><x:author>CRM</x:author></x:authors><x:commentList>'
                '<x:comment ref="B3" authorId="0"><x:text><x:r><x:t>Exportálva a CRM-ből</x:t></x:r></x:text></x:comment>'
                '</x:commentList></x:comments>')
    vml = ('<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" '
           'xmlns:x="urn:schemas-microsoft-com:office:excel"><o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="1"/>'
           '</o:shapelayout><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe">'
           '<v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>'
           '<v:shape id="_x0000_s1025" type="#_x0000_t202" style="position:absolute;margin-left:59.25pt;margin-top:1.5pt;width:108pt;height:59.25pt;z-index:1;visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto">'
           '<v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/>'
           '<v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox>'
           '<x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>2, 15, 1, 10, 4, 15, 5, 4</x:Anchor>'
           '<x:AutoFill>False</x:AutoFill><x:Row>2</x:Row><x:Column>1</x:Column></x:ClientData></v:shape></xml>')
    package('hw-openxml-sdk-full.xlsx', '.NET Open XML SDK: x: prefix everywhere incl. styles with date formats, cols, '
            'frozen pane, a merge below the data, an x:-prefixed comments part with its VML',
            [{'name': 'Ügyfelek', 'body': body}], sst=sst, styles=styles_x, p=p,
            parts={'xl/worksheets/_rels/sheet1.xml.rels': rels_xml([('R5a1', 'vmlDrawing', '../drawings/vmlDrawing1.vml'),
                                                                    ('R7c2', 'comments', '../comments1.xml')]),
                   'xl/comments1.xml': comments, 'xl/drawings/vmlDrawing1.vml': vml},
            content_types_extra=f'<Default Extension="vml" ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/>'
                                f'<Override PartName="/xl/comments1.xml" ContentType="{SML}.comments+xml"/>',
            writer='imitates .NET Open XML SDK')

    # Mixed: workbook unprefixed, sheet with ss:, shared strings with a default namespace redeclared inside, relationships prefixed.
    sst = []
    body = sheet_data(table_rows(), sst, p='ss:')
    ws_xml = XML_DECL + f'<ss:worksheet xmlns:ss="{M}" xmlns:r="{R}">{body}</ss:worksheet>'
    sst_doc = (XML_DECL + f'<sst xmlns="{M}" count="{len(sst)}">'
               + ''.join(f'<x:si xmlns:x="{M}"><t>{esc(v)}</t></x:si>' for v in sst) + '</sst>')
    pr_rels = (XML_DECL + f'<pr:Relationships xmlns:pr="{PR}"><pr:Relationship Id="rId1" Type="{R}/worksheet" Target="worksheets/sheet1.xml"/>'
               f'<pr:Relationship Id="rIdSst" Type="{R}/sharedStrings" Target="sharedStrings.xml"/>'
               f'<pr:Relationship Id="rIdSty" Type="{R}/styles" Target="styles.xml"/></pr:Relationships>')
    package('hw-mixed-prefixes.xlsx', 'ss:-prefixed sheet, shared strings mixing a default namespace and x:, prefixed relationships',
            [{'name': 'Sheet1', 'xml': ws_xml}], sst=sst_doc, parts={'xl/_rels/workbook.xml.rels': pr_rels},
            writer='imitates an ERP export')

    rows = [['Hivatkozás', 'Dátum'], ['REF-1', ('raw', '<c r="{ref}" s="1"><v>45000</v></c>')],
            ['REF-2', ('raw', '<c r="{ref}" s="2"><v>0.5</v></c>')]]
    package('hw-1904-true.xlsx', 'date1904="true" (a boolean spelled out, as some writers do)',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None, inline=True)}], date1904=True, writer='imitates a .NET writer')
    f = out('hw-1904-true.xlsx')
    with zipfile.ZipFile(f) as z:
        items = {n: z.read(n) for n in z.namelist()}
    items['xl/workbook.xml'] = items['xl/workbook.xml'].replace(b'date1904="1"', b'date1904="true"')
    write_zip(f, items)

    sst = []
    rows = table_rows(4)
    rows[1] = rows[1][:2] + [('raw', '<c r="{ref}"><v></v></c>'), ('raw', '<c r="{ref}" t="s"/>'),
                             ('raw', '<c r="{ref}" t="n"><v/></c>'), ('raw', '<c r="{ref}" t="str"><v></v></c>')]
    package('hw-empty-values.xlsx', 'cells with empty <v></v>, <v/>, a t="s" cell without a value',
            [{'name': 'Sheet1', 'body': sheet_data(rows, sst)}], sst=sst, writer='imitates a PHP writer')

    sst = []
    ws16 = worksheet(sheet_data(table_rows(), sst)).replace('encoding="UTF-8"', 'encoding="UTF-16"').encode('utf-16')
    package('hw-utf16-parts.xlsx', 'sheet and shared strings parts encoded as UTF-16 (with BOM), as .NET XmlDocument can save them',
            [{'name': 'Sheet1', 'xml': ws16}], sst=sst_xml(sst).replace('encoding="UTF-8"', 'encoding="UTF-16"').encode('utf-16'),
            writer='imitates a .NET writer')

    rows = [['Hivatkozás', 'Dátum']] + [[f'D{v}', ('raw', f'<c r="{{ref}}" s="1"><v>{v}</v></c>')]
                                       for v in [2958465, 2958466, 26234567, -1, -0.5]]
    package('hw-date-out-of-range.xlsx', 'date-formatted numbers outside Excel\'s dates (after 9999-12-31, negative): Excel shows ####',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None, inline=True)}], writer='imitates a CRM export (prices in a date column)')

    rows = [['Hivatkozás', 'Érték']] + [[f'N{i}', ('raw', f'<c r="{{ref}}"><v>{v}</v></c>')] for i, v in enumerate(
        ['-0', '1E+300', '0.1', '123456789012345678', '4.9E-324', ' 12 ', '1.0', '+5', '1e3', '-1.5E-10', '007'])]
    package('hw-number-edges.xlsx', 'number texts: -0, 1E+300, 4.9E-324, 18 digits, spaces around, +5, 1e3, 007',
            [{'name': 'Sheet1', 'body': sheet_data(rows, None, inline=True)}], writer='imitates assorted writers')

    sst = []
    cols = '<cols><col min="7" max="8" width="0" customWidth="1"/><col min="9" max="9" width="0.5" customWidth="1"/></cols>'
    package('hw-zero-width-columns.xlsx', 'columns G:H right of the data have width 0 (hidden without the hidden flag), I is 0.5',
            [{'name': 'Sheet1', 'body': cols + sheet_data(table_rows(), sst)}], sst=sst, writer='imitates Excel')


def app_export_files():
    # Google Sheets: the whole 26 x 1000 grid is written, empty cells styled, numbers as "15.0".
    sst = []
    rows = table_rows(5)
    body_rows = []
    for r in range(1, 1001):
        cells = []
        data = rows[r - 1] if r <= len(rows) else []
        for c in range(26):
            ref = f'{col_letter(c)}{r}'
            v = data[c] if c < len(data) else None
            if v is None:
                cells.append(f'<c r="{ref}" s="0"/>')
            elif isinstance(v, str):
                if v not in sst:
                    sst.append(v)
                cells.append(f'<c r="{ref}" s="0" t="s"><v>{sst.index(v)}</v></c>')
            else:
                cells.append(f'<c r="{ref}" s="0"><v>{float(v)}</v></c>')
        body_rows.append(f'<row r="{r}">' + ''.join(cells) + '</row>')
    body = ('<sheetPr><outlinePr summaryBelow="0" summaryRight="0"/></sheetPr><dimension ref="A1:Z1000"/>'
            '<sheetViews><sheetView workbookViewId="0"/></sheetViews>'
            '<sheetFormatPr customHeight="1" defaultColWidth="14.43" defaultRowHeight="15.0"/>'
            '<cols><col customWidth="1" min="1" max="26" width="14.43"/></cols><sheetData>' + ''.join(body_rows)
            + '</sheetData><drawing r:id="rId1"/>')
    drawing = XML_DECL + ('<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" '
                          'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"/>')
    package('hw-google-sheets-like.xlsx', 'Google Sheets export: the whole A1:Z1000 grid written with styled empty cells, '
            'numbers as 15.0, an empty drawing', [{'name': 'Munkalap1', 'body': body}], sst=sst,
            parts={'xl/worksheets/_rels/sheet1.xml.rels': rels_xml([('rId1', 'drawing', '../drawings/drawing1.xml')]),
                   'xl/drawings/drawing1.xml': drawing},
            content_types_extra='<Override PartName="/xl/drawings/drawing1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/>',
            writer='imitates Google Sheets')

    # Apple Numbers: a "Table 1" title merged over the table, the header in row 2, sheet named after the table.
    sst = []
    rows = [['Table 1'] + [None] * 5] + table_rows(4)
    package('hw-apple-numbers-like.xlsx', 'Apple Numbers export: "Table 1" title merged over A1:F1, header in row 2',
            [{'name': 'Sheet 1 - Table 1', 'body': sheet_data(rows, sst) + '<mergeCells count="1"><mergeCell ref="A1:F1"/></mergeCells>'}],
            sst=sst, writer='imitates Apple Numbers')

    # Excel 365: dynamic array formulas with cell metadata (cm), a rich value cell (vm), xr:uid attributes.
    sst = []
    rows = table_rows(4)
    rows[0] = rows[0] + ['Egyedi városok', 'Kép']
    rows[1] = rows[1] + [('raw', '<c r="{ref}" t="str" cm="1"><f t="array" ref="G2:G5">_xlfn.UNIQUE(C2:C5)</f><v>Győr</v></c>'),
                         ('raw', '<c r="{ref}" t="e" vm="1"><v>#VALUE!</v></c>')]
    for i, r in enumerate(rows[2:5]):
        r.append(('raw', f'<c r="{{ref}}" t="str"><v>{esc(CITIES[(i + 2) % 6])}</v></c>'))
    ws_xml = (XML_DECL + f'<worksheet xmlns="{M}" xmlns:r="{R}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
              'xmlns:xr="http://schemas.microsoft.com/office/spreadsheetml/2014/revision" mc:Ignorable="xr" '
              'xr:uid="{00000000-0001-0000-0000-000000000000}"><dimension ref="A1:H5"/>' + sheet_data(rows, sst) + '</worksheet>')
    metadata = (XML_DECL + f'<metadata xmlns="{M}" xmlns:xda="http://schemas.microsoft.com/office/spreadsheetml/2017/dynamicarray">'
                '<metadataTypes count="1"><metadataType name="XLDAPR" minSupportedVersion="120000" copy="1" pasteAll="1" pasteValues="1" '
                'merge="1" splitFirst="1" rowColShift="1" clearFormats="1" clearComments="1" assign="1" coerce="1" cellMeta="1"/></metadataTypes>'
                '<futureMetadata name="XLDAPR" count="1"><bk><extLst><ext uri="{bdbb8cdc-fa1e-496e-a857-3c3f30c029c3}">'
                '<xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/></ext></extLst></bk></futureMetadata>'
                '<cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata></metadata>')
    package('hw-excel365-dynamic-array.xlsx', 'Excel 365: a dynamic array formula (cm), a rich-value cell (vm, #VALUE!), xr:uid, metadata part',
            [{'name': 'Sheet1', 'xml': ws_xml}], sst=sst,
            wb_rels_extra=[('rIdMeta', 'sheetMetadata', 'metadata.xml')], parts={'xl/metadata.xml': metadata},
            content_types_extra=f'<Override PartName="/xl/metadata.xml" ContentType="{SML}.sheetMetadata+xml"/>',
            writer='imitates Excel 365')


def rows_only(rows):
    return rows[1:]


# ---------------------------------------------------------------- LibreOffice

def soffice(args, cwd):
    profile = tempfile.mkdtemp(prefix='lo-profile-')
    try:
        r = subprocess.run(['soffice', f'-env:UserInstallation=file://{profile}', '--headless'] + args, cwd=cwd,
                           capture_output=True, text=True, timeout=600)
        if r.returncode != 0:
            raise RuntimeError(r.stderr)
    finally:
        shutil.rmtree(profile, ignore_errors=True)


RESAVE = ['op-basic.xlsx', 'op-title-rows.xlsx', 'op-wide-data.xlsx', 'op-merged-data.xlsx', 'op-dates.xlsx',
          'op-table.xlsx', 'op-autofilter.xlsx', 'op-comments.xlsx', 'op-hidden-sheets.xlsx', 'op-multi-sheet.xlsx',
          'op-data-validation.xlsx', 'op-hungarian.xlsx', 'op-line-breaks.xlsx', 'op-hidden-columns.xlsx',
          'op-1904.xlsx', 'op-early-dates.xlsx', 'op-formulas-uncached.xlsx', 'op-image.xlsx', 'op-previous-results.xlsx',
          'op-notes-below.xlsx', 'op-above-header-right.xlsx', 'op-merged-header.xlsx', 'op-booleans.xlsx',
          'op-number-formats.xlsx', 'op-chart-sheet.xlsx', 'op-partial-previous-results.xlsx', 'op-table-totals.xlsx', 'op-formulas-over-empty-columns.xlsx', 'ex-document.xlsx', 'ex-streaming-nostyles.xlsx',
          'hw-google-sheets-like.xlsx', 'hw-excel365-dynamic-array.xlsx', 'op-table-neighbour.xlsx', 'hw-pivot-beside-data.xlsx', 'hw-openxml-sdk-prefixed.xlsx', 'hw-rich-text.xlsx']


def lo_files():
    work = tempfile.mkdtemp(prefix='corpus-lo-')
    try:
        src = os.path.join(work, 'src')
        dst = os.path.join(work, 'dst')
        os.makedirs(src)
        os.makedirs(dst)
        for n in RESAVE:
            if os.path.exists(out(n)):
                shutil.copy(out(n), os.path.join(src, 'lo-resaved-' + n))
        with open(os.path.join(src, 'lo-from-csv.csv'), 'w', encoding='utf-8') as f:
            f.write(';'.join(HEADER + ['Felvéve', 'Aktív']) + '\r\n')
            for i, r in enumerate(listing_rows(6)):
                f.write(';'.join(str(v) for v in r) + f';2024.0{1 + i}.1{i};{"IGAZ" if i % 2 else "HAMIS"}\r\n')
            f.write('REF-X;"Idézett; pontosvesszővel";Győr;"1 234 567";55;2;;\r\n')
        soffice(['--infilter=CSV:59,34,76,1', '--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', dst]
                + [os.path.join(src, f) for f in sorted(os.listdir(src))], work)
        # .ods first (LibreOffice's own format), then back to xlsx: a workbook that only ever lived in LibreOffice.
        ods_dir = os.path.join(work, 'ods')
        os.makedirs(ods_dir)
        for n in ['op-title-rows.xlsx', 'op-dates.xlsx', 'op-multi-sheet.xlsx', 'op-formulas-uncached.xlsx']:
            shutil.copy(out(n), os.path.join(ods_dir, 'lo-from-ods-' + n.split('-', 1)[1].replace('.xlsx', '')
                                             + '.xlsx'))
        soffice(['--convert-to', 'ods', '--outdir', ods_dir] + [os.path.join(ods_dir, f) for f in sorted(os.listdir(ods_dir))], work)
        ods = [os.path.join(ods_dir, f) for f in sorted(os.listdir(ods_dir)) if f.endswith('.ods')]
        soffice(['--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', dst] + ods, work)
        # .xls (BIFF8) and back: what an old workbook re-saved as .xlsx looks like.
        xls_dir = os.path.join(work, 'xls')
        os.makedirs(xls_dir)
        for n in ['op-title-rows.xlsx', 'op-dates.xlsx', 'op-merged-data.xlsx', 'op-comments.xlsx']:
            shutil.copy(out(n), os.path.join(xls_dir, 'lo-from-xls-' + n.split('-', 1)[1]))
        soffice(['--convert-to', 'xls', '--outdir', xls_dir] + [os.path.join(xls_dir, f) for f in sorted(os.listdir(xls_dir))], work)
        xls = [os.path.join(xls_dir, f) for f in sorted(os.listdir(xls_dir)) if f.endswith('.xls')]
        soffice(['--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', dst] + xls, work)
        for f in sorted(os.listdir(dst)):
            shutil.copy(os.path.join(dst, f), out(f))
            origin = f.replace('lo-resaved-', '').replace('lo-from-ods-', '')
            if f.startswith('lo-resaved-'):
                what = 're-saved by LibreOffice from ' + origin
                extra = dict(MANIFEST.get(origin, {}))
                describe(f, 'LibreOffice', what + (': ' + extra['what'] if 'what' in extra else ''),
                         **({'expect': extra['expect']} if 'expect' in extra else {}))
            elif f.startswith('lo-from-xls-'):
                describe(f, 'LibreOffice', 'saved as .xls (BIFF8) by LibreOffice, then converted to xlsx: '
                         + f.replace('lo-from-xls-', 'op-'))
            elif f.startswith('lo-from-ods-'):
                describe(f, 'LibreOffice', 'saved as .ods by LibreOffice, then converted to xlsx: ' + origin)
            else:
                describe(f, 'LibreOffice', 'converted from a semicolon CSV (Hungarian dates, IGAZ/HAMIS, quoted field)')
    finally:
        shutil.rmtree(work, ignore_errors=True)


# LibreOffice's numbers for the encodings (rtl_TextEncoding); its CSV filter does not take the names.
# 65535 is "Unicode": UTF-16LE with its mark, as Excel's "Unicode text" (there tab-separated).
LO_CHARSETS = {'windows-1250': 33, 'iso-8859-2': 13, 'utf-16': 65535}


PLAIN_CSV = "Hungarian Excel's plain CSV, a CRM export"
WHO_WRITES = {'windows-1250': PLAIN_CSV, 'iso-8859-2': PLAIN_CSV, 'utf-16': 'as Excel\'s "Unicode text", with its mark'}


def lo_csv_files():
    """CSV files as LibreOffice's Windows-1250, ISO-8859-2 and Unicode filters write them: Hungarian Excel's plain CSV,
    a CRM export, Unicode text. Every Hungarian letter, `;` separators, decimal commas, quotes and a line break inside
    a cell (UTF-16 also an emoji, outside the BMP)."""
    work = tempfile.mkdtemp(prefix='corpus-lo-csv-')
    try:
        letters = 'á é í ó ö ő ú ü ű Á É Í Ó Ö Ő Ú Ü Ű'
        extra = {'windows-1250': 'Üllői út 1. – „hátsó” épület', 'iso-8859-2': 'Šťastný Ľubomír, Žilina',
                 'utf-16': 'Kert 🏡 – „hátsó” m² Šťastný'}
        for encoding, charset in LO_CHARSETS.items():
            name = f'lo-csv-{encoding}'
            src = os.path.join(work, encoding)
            os.makedirs(src)
            rows = [HEADER + ['Megjegyzés']]
            for i, r in enumerate(listing_rows(8)):
                note = [letters, extra[encoding], 'Két\nsoros "idézett" szöveg', ''][i % 4]
                rows.append(r[:3] + [f'{r[3] / 1_000_000:.2f}'.replace('.', ','), f'{r[4]},5', r[5], note])
            with open(os.path.join(src, name + '.csv'), 'w', encoding='utf-8', newline='') as f:
                for r in rows:
                    f.write(';'.join('"' + str(v).replace('"', '""') + '"' for v in r) + '\r\n')
            dst = os.path.join(work, encoding + '-out')
            os.makedirs(dst)
            soffice(['--infilter=CSV:59,34,76,1', '--convert-to', f'csv:Text - txt - csv (StarCalc):59,34,{charset},1',
                     '--outdir', dst, os.path.join(src, name + '.csv')], work)
            shutil.copy(os.path.join(dst, name + '.csv'), out(name + '.csv'))
            describe(name + '.csv', 'LibreOffice',
                     f'CSV written by LibreOffice\'s {encoding} filter ({WHO_WRITES[encoding]}): '
                     'every Hungarian letter, `;`, decimal commas, quotes and a line break in a cell',
                     encoding=encoding)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    if os.path.isdir(OUT):
        for f in os.listdir(OUT):
            if f.endswith(('.xlsx', '.xlsm', '.csv')) or f == 'manifest.json':
                os.remove(os.path.join(OUT, f))
    os.makedirs(OUT, exist_ok=True)
    op_files()
    hw_files()
    every_column_used()
    more_hw_files()
    sdk_files()
    app_export_files()
    exceljs_files()
    lo_files()
    lo_csv_files()
    with open(os.path.join(OUT, 'manifest.json'), 'w', encoding='utf-8') as f:
        json.dump(dict(sorted(MANIFEST.items())), f, ensure_ascii=False, indent=1)
        f.write('\n')
    print(f'{len(MANIFEST)} workbooks in {OUT}')


def exceljs_files():
    """exceljs's writers, through test/corpus/generate-exceljs.ts (it adds its files to a manifest we then merge)."""
    repo = os.path.abspath(os.path.join(HERE, '..', '..'))
    with open(os.path.join(OUT, 'manifest.json'), 'w', encoding='utf-8') as f:
        json.dump({}, f)
    subprocess.run(['npx', 'tsx', os.path.join(HERE, 'generate-exceljs.ts'), OUT], cwd=repo, check=True)
    with open(os.path.join(OUT, 'manifest.json'), encoding='utf-8') as f:
        MANIFEST.update(json.load(f))


def csv_only():
    """`--csv-only`: the LibreOffice CSV files alone, added to the manifest that is there."""
    with open(os.path.join(OUT, 'manifest.json'), encoding='utf-8') as f:
        MANIFEST.update(json.load(f))
    lo_csv_files()
    with open(os.path.join(OUT, 'manifest.json'), 'w', encoding='utf-8') as f:
        json.dump(dict(sorted(MANIFEST.items())), f, ensure_ascii=False, indent=1)
        f.write('\n')


if __name__ == '__main__':
    if '--csv-only' in sys.argv:
        csv_only()
    else:
        main()
