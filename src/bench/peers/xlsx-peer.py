#!/usr/bin/python3
"""XlsxWriter peer of the workbook builders (`npm run bench`): writes the content dumped by
src/bench/workbook-dump.ts (cells, number formats, fonts, fills, borders, widths, merges,
frozen panes, native charts) into the same three .xlsx files and prints, as its last line,
{"xlsxPeerCpuMs": ..., "xlsxPeerPeakRssMb": ..., "xlsxPeerBytes": ...}. CPU time is the
process's own (resource.getrusage), for the writing only, not for reading the dump.

    /usr/bin/python3 xlsx-peer.py <dump.json> <out-dir>
"""
import json
import os
import resource
import sys

import xlsxwriter
from xlsxwriter.utility import xl_range_abs

BORDER = {"thin": 1, "medium": 2, "dashed": 3, "dotted": 4, "thick": 5, "double": 6, "hair": 7}
TYPES = {"column": "column", "bar": "bar", "line": "line"}


def rgb(argb):
    return "#" + argb[-6:] if argb else None


def cell_format(wb, s):
    f = {}
    if s.get("numFmt"):
        f["num_format"] = s["numFmt"]
    for key, name in (("bold", "bold"), ("italic", "italic"), ("wrap", "text_wrap")):
        if s.get(key):
            f[name] = True
    if s.get("size"):
        f["font_size"] = s["size"]
    if s.get("color"):
        f["font_color"] = rgb(s["color"])
    if s.get("fill"):
        f["bg_color"] = rgb(s["fill"])
    if s.get("align"):
        f["align"] = s["align"]
    if s.get("valign"):
        f["valign"] = {"middle": "vcenter"}.get(s["valign"], s["valign"])
    for side in ("top", "bottom"):
        if s.get(side):
            f[side] = BORDER.get(s[side], 1)
    return wb.add_format(f) if f else None


def ref(r):
    sheet = r["sheet"].replace("'", "''")
    cells = xl_range_abs(r["firstRow"] - 1, r["firstCol"] - 1, r["lastRow"] - 1, r["lastCol"] - 1)
    return "='%s'!%s" % (sheet, cells)


def axis(spec):
    a = {}
    if spec.get("title"):
        a["name"] = spec["title"]
    if spec.get("numFmt"):
        a["num_format"] = spec["numFmt"]
    for k in ("min", "max"):
        if spec.get(k) is not None:
            a[k] = spec[k]
    return a


def chart_of(wb, spec):
    charts = {}
    sub = {"subtype": "stacked"} if spec.get("grouping") == "stacked" else {}
    for s in spec["series"]:
        t = TYPES[s["type"]]
        if t not in charts:
            charts[t] = wb.add_chart(dict({"type": t}, **(sub if t != "line" else {})))
        series = {"name": s["name"], "categories": ref(s["categories"]), "values": ref(s["values"])}
        if s.get("secondary"):
            series["y2_axis"] = True
        if s.get("invisible"):
            series["fill"] = {"none": True}
            series["border"] = {"none": True}
        elif t == "line":
            series["line"] = {"color": "#" + (s.get("color") or "000000"), "dash_type": "dash" if s.get("dashed") else "solid"}
            series["marker"] = {"type": "circle" if s.get("markers") else "none"}
        elif s.get("color"):
            series["fill"] = {"color": "#" + s["color"]}
        if s.get("labels"):
            series["data_labels"] = {"value": True, "num_format": s["labels"]["numFmt"]}
        if spec.get("gapWidth") is not None and t != "line":
            series["gap"] = spec["gapWidth"]
        charts[t].add_series(series)
    kinds = list(charts.values())
    main = kinds[0]
    for other in kinds[1:]:
        main.combine(other)
    main.set_title({"name": spec["title"]})
    main.set_x_axis(axis(spec.get("categoryAxis", {})))
    main.set_y_axis(axis(spec.get("valueAxis", {})))
    if spec.get("secondaryAxis"):
        main.set_y2_axis(axis(spec["secondaryAxis"]))
    legend = spec.get("legend", "right")
    main.set_legend({"none": True} if legend == "none" else {"position": legend})
    return main


def write_workbook(path, dump):
    wb = xlsxwriter.Workbook(path)
    formats = [cell_format(wb, s) for s in dump["styles"]]
    sheets = {}
    for sd in dump["sheets"]:
        ws = wb.add_worksheet(sd["name"])
        sheets[sd["name"]] = ws
        for col, width in sd["widths"]:
            ws.set_column(col, col, width)
        if sd["freeze"]:
            ws.freeze_panes(*sd["freeze"])
        for r, c, v, si in sd["cells"]:
            fmt = formats[si]
            if isinstance(v, dict):
                ws.write_formula(r, c, "=" + v["f"], fmt, v["r"] if v["r"] is not None else 0)
            elif isinstance(v, bool):
                ws.write_boolean(r, c, v, fmt)
            elif isinstance(v, (int, float)):
                ws.write_number(r, c, v, fmt)
            elif v is None:
                ws.write_blank(r, c, None, fmt)
            else:
                ws.write_string(r, c, v, fmt)
    for p in dump["charts"]:
        chart = chart_of(wb, p["chart"])
        cols, rows = p["to"]["col"] - p["from"]["col"], p["to"]["row"] - p["from"]["row"]
        chart.set_size({"width": 64 * cols, "height": 20 * rows})
        sheets[p["sheet"]].insert_chart(p["from"]["row"], p["from"]["col"], chart)
    wb.close()
    return os.path.getsize(path)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        dumps = json.load(f)
    out = sys.argv[2]
    start = resource.getrusage(resource.RUSAGE_SELF)
    size = sum(write_workbook(os.path.join(out, d["file"]), d) for d in dumps)
    end = resource.getrusage(resource.RUSAGE_SELF)
    cpu = (end.ru_utime - start.ru_utime) + (end.ru_stime - start.ru_stime)
    print(json.dumps({
        "xlsxPeerCpuMs": round(cpu * 1000),
        "xlsxPeerPeakRssMb": round(end.ru_maxrss / 1024),
        "xlsxPeerBytes": size,
        "xlsxwriter": xlsxwriter.__version__,
    }))


main()
