"""Lists the native charts openpyxl finds in an .xlsx file, as JSON on stdout.

Usage: /usr/bin/python3 xlsx_charts.py FILE.xlsx

For each sheet, each chart: type of every chart group, title, and every series with
its value and category references and how many cells of those ranges are non-empty.
openpyxl keeps the charts it read in the private `ws._charts` list.
"""
import json
import sys

import openpyxl
from openpyxl.utils.cell import range_to_tuple


def rich_text(title):
    if title is None or title.tx is None or title.tx.rich is None:
        return None
    return "".join(r.t for p in title.tx.rich.p for r in (p.r or []))


def ref_of(data):
    if data is None:
        return None
    for kind in ("numRef", "strRef"):
        ref = getattr(data, kind, None)
        if ref is not None:
            return ref.f
    return None


def non_empty(wb, ref):
    if ref is None:
        return None
    sheet, (min_col, min_row, max_col, max_row) = range_to_tuple(ref)
    # openpyxl 3.0 strips the quotes of 'It''s' but leaves the apostrophe doubled.
    sheet = sheet.replace("''", "'")
    if sheet not in wb.sheetnames:
        return {"sheet": sheet, "missing": True, "cells": 0, "nonEmpty": 0}
    ws = wb[sheet]
    cells = 0
    count = 0
    for row in ws.iter_rows(min_row=min_row, max_row=max_row, min_col=min_col, max_col=max_col, values_only=True):
        for v in row:
            cells += 1
            if v is not None and v != "":
                count += 1
    return {"sheet": sheet, "missing": False, "cells": cells, "nonEmpty": count}


def fill_of(series):
    """invisible: no fill and no line (a waterfall's base); color: the solid fill's RGB."""
    sp = series.spPr
    if sp is None:
        return {"invisible": False, "color": None}
    line_none = sp.ln is not None and bool(sp.ln.noFill)
    rgb = sp.solidFill.srgbClr if sp.solidFill is not None else None
    # openpyxl gives the colour as a string or as an object with .val, depending on its version.
    color = rgb if isinstance(rgb, str) or rgb is None else getattr(rgb, "val", None)
    return {"invisible": bool(sp.noFill) and line_none, "color": color}


def describe(wb, chart):
    groups = []
    for group in getattr(chart, "_charts", [chart]):
        series = []
        for s in group.series:
            val, cat = ref_of(s.val), ref_of(s.cat)
            name = s.tx.strRef.f if s.tx is not None and s.tx.strRef is not None else (s.tx.v if s.tx else None)
            series.append({"name": name, "val": val, "cat": cat, "valCells": non_empty(wb, val), "catCells": non_empty(wb, cat), **fill_of(s)})
        groups.append({"type": group.tagname, "grouping": getattr(group, "grouping", None), "axIds": [group.x_axis.axId, group.y_axis.axId], "series": series})
    return {"title": rich_text(chart.title), "groups": groups}


def main(path):
    wb = openpyxl.load_workbook(path)
    out = {ws.title: [describe(wb, c) for c in ws._charts] for ws in wb.worksheets}
    json.dump(out, sys.stdout, indent=1)


if __name__ == "__main__":
    main(sys.argv[1])
