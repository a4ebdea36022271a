#!/usr/bin/python3
"""ReportLab peer of the plant PDF renderer (`npm run bench`): draws, for each plant of the
model the bench saved, three A4 pages comparable to solar-report's (header band, six figure
tiles, daily yield columns with an irradiation line, budget bridge, daily PR and availability
lines with target, 13-month trend, wrapped method and quality text, the 31-row daily table,
running footers) in Noto Sans (embedded subsets, compressed page streams, as pdfkit does),
one plant after another on one thread. Prints, as its last line,
{"pdfPeerCpuMsPerPlant": ..., "pdfPeerPlants": ..., "pdfPeerBytes": ...}; CPU time is the
process's own (resource.getrusage), for the drawing only.

    /usr/bin/python3 pdf-peer.py <model.json> <font-dir> <out-dir> [max-plants]
"""
import json
import os
import resource
import sys

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph, Table, TableStyle

W, H = A4
M = 40
NONE = "\u2013"
METHOD = (
    "Performance ratio (IEC 61724-1): measured yield divided by the reference yield, the plant's "
    "capacity times the plane-of-array irradiation of the same days. Days without a measured yield "
    "are estimated from the meter or from irradiation and shown in italics; they count towards the "
    "budget comparison but not towards the ratios. Availability is the share of the month's "
    "daylight hours the plant was able to produce. "
) * 4


def num(v, d=1):
    return NONE if v is None else f"{v:,.{d}f}"


def pct(v, d=1):
    return NONE if v is None else f"{v * 100:.{d}f}%"


def fonts(font_dir):
    for name, weight in (("R", "400Regular"), ("B", "700Bold"), ("I", "400Regular_Italic")):
        pdfmetrics.registerFont(TTFont(name, os.path.join(font_dir, weight, f"NotoSans_{weight}.ttf")))


BODY = ParagraphStyle("body", fontName="R", fontSize=8, leading=10)


def wrapped(c, text, x, y, width, size=8, font="R", leading=10):
    """Measured and wrapped like the renderer's notes (a Paragraph: ReportLab's own text flow)."""
    style = BODY if (size, font, leading) == (8, "R", 10) else ParagraphStyle("p", fontName=font, fontSize=size, leading=leading)
    para = Paragraph(text, style)
    _, h = para.wrapOn(c, width, 1000)
    para.drawOn(c, x, y - h)
    return y - h - 4


def lines(c, text, x, y, width, size=8, font="R", leading=10):
    c.setFont(font, size)
    for line in simpleSplit(text, font, size, width):
        c.drawString(x, y, line)
        y -= leading
    return y


def key_values(c, rows, x, y, width):
    for k, v in rows:
        c.setFont("R", 7.5)
        c.drawString(x, y, k)
        c.setFont("B", 7.5)
        c.drawRightString(x + width, y, v)
        y -= 11
    return y


def legend(c, items, x, y):
    c.setFont("R", 6.5)
    for label, rgb in items:
        c.setFillColorRGB(*rgb)
        c.rect(x, y, 8, 6, stroke=0, fill=1)
        c.setFillColorRGB(0.2, 0.2, 0.2)
        c.drawString(x + 11, y, label)
        x += 16 + c.stringWidth(label, "R", 6.5)


def axes(c, x, y, w, h, lo, hi, ticks=5, fmt=num):
    c.setStrokeColorRGB(0.85, 0.85, 0.85)
    c.setFont("R", 6)
    for i in range(ticks + 1):
        ty = y + h * i / ticks
        c.line(x, ty, x + w, ty)
        c.drawRightString(x - 3, ty - 2, fmt(lo + (hi - lo) * i / ticks, 0))
    c.setStrokeColorRGB(0.3, 0.3, 0.3)
    c.line(x, y, x + w, y)


def columns(c, x, y, w, h, values, labels, color=(0.95, 0.66, 0.0), line=None):
    vals = [v for v in values if v is not None] or [1]
    hi = max(max(vals), max([v for v in (line or []) if v is not None] or [0])) or 1
    axes(c, x, y, w, h, 0, hi)
    step = w / max(len(values), 1)
    c.setFillColorRGB(*color)
    for i, v in enumerate(values):
        if v is not None:
            c.rect(x + i * step + step * 0.15, y, step * 0.7, h * v / hi, stroke=0, fill=1)
    c.setFillColorRGB(0.2, 0.2, 0.2)
    c.setFont("R", 5.5)
    for i, lab in enumerate(labels):
        c.drawCentredString(x + i * step + step / 2, y - 8, lab)
    if line:
        polyline(c, x, y, step, h, hi, line, (0.1, 0.3, 0.6))


def polyline(c, x, y, step, h, hi, values, rgb, dash=None):
    c.setStrokeColorRGB(*rgb)
    if dash:
        c.setDash(*dash)
    p = c.beginPath()
    started = False
    for i, v in enumerate(values):
        if v is None:
            started = False
            continue
        px, py = x + i * step + step / 2, y + h * v / hi
        if started:
            p.lineTo(px, py)
        else:
            p.moveTo(px, py)
            started = True
    c.drawPath(p, stroke=1, fill=0)
    c.setDash()


def header(c, model, plant, page):
    c.setFillColorRGB(0.12, 0.23, 0.34)
    c.rect(0, H - 70, W, 70, stroke=0, fill=1)
    c.setFillColorRGB(1, 1, 1)
    c.setFont("B", 16)
    c.drawString(M, H - 35, plant["name"][:60])
    c.setFont("R", 9)
    c.drawString(M, H - 52, f"{model['title']} \u00b7 {model['month']} \u00b7 {plant['country']}")
    c.setFillColorRGB(0.3, 0.3, 0.3)
    c.setFont("R", 7)
    c.drawString(M, 20, f"{model['title']} \u00b7 {model['month']}")
    c.drawRightString(W - M, 20, f"Generated {model['generatedAt'][:16]} UTC \u00b7 Page {page} of 3")


def tiles(c, plant, y):
    m = plant["metrics"]
    items = [
        ("Yield", num(m.get("yieldTotalKwh"), 0) + " kWh"),
        ("Performance ratio", pct(m.get("pr"))),
        ("Availability", pct(m.get("availability"))),
        ("Irradiation", num(m.get("irradiationKwhM2")) + " kWh/m\u00b2"),
        ("Budget variance", pct(m.get("budgetVariance"))),
        ("Specific yield", num(m.get("specificYieldKwhKwp")) + " kWh/kWp"),
    ]
    tw = (W - 2 * M - 25) / 6
    for i, (label, value) in enumerate(items):
        x = M + i * (tw + 5)
        c.setFillColorRGB(0.96, 0.96, 0.96)
        c.rect(x, y - 50, tw, 50, stroke=0, fill=1)
        c.setFillColorRGB(0.3, 0.3, 0.3)
        c.setFont("R", 7)
        c.drawString(x + 5, y - 12, label)
        c.setFillColorRGB(0, 0, 0)
        c.setFont("B", 11)
        c.drawString(x + 5, y - 30, value)
        c.setFont("R", 5.5)
        lines(c, f"of which estimated {num(m.get('yieldEstimatedKwh'), 0)} kWh · target {pct(m.get('pr'))} "
              f"· {label} {value} on target", x + 5, y - 38, tw - 8, size=5.5, leading=6.5)


def page_one(c, model, plant):
    header(c, model, plant, 1)
    m = plant["metrics"]
    wrapped(c, f"Partial data: {num(m.get('daysEstimated'), 0)} days without a measured yield, estimated and "
            "marked in the charts and the table; totals include these estimates.", M, H - 75, W - 2 * M)
    tiles(c, plant, H - 100)
    brief = " ".join(f"{k} {pct(v) if isinstance(v, float) and abs(v) < 5 else num(v)};" for k, v in list(m.items())[:14])
    wrapped(c, "<b>Month in brief</b> " + brief, M, H - 160, W - 2 * M)
    rows = [(k, num(v) if isinstance(v, (int, float)) else NONE) for k, v in list(m.items())[:12]]
    key_values(c, rows, W / 2 + 20, H - 360, W / 2 - 20 - M)
    legend(c, [("Yield (MWh)", (0.95, 0.66, 0.0)), ("Estimated", (0.9, 0.8, 0.5)), ("Irradiation", (0.1, 0.3, 0.6))], M, H - 555)
    daily = plant["daily"]
    labels = [d["date"][8:] for d in daily]
    columns(c, M + 20, H - 740, W - 2 * M - 20, 170, [d.get("yieldKwh") for d in daily], labels,
            line=[d.get("irradiationKwhM2") for d in daily])
    bridge = plant.get("bridge") or {}
    steps = [v for v in bridge.values() if isinstance(v, (int, float))][:7]
    columns(c, M + 20, H - 360, W / 2 - M - 20, 140, [abs(v) for v in steps], [str(i + 1) for i in range(len(steps))],
            color=(0.4, 0.6, 0.3))
    c.setFont("R", 6)
    for i, v in enumerate(steps):
        c.drawString(M + 25 + i * 30, H - 210, num(v))


def page_two(c, model, plant):
    header(c, model, plant, 2)
    daily = plant["daily"]
    labels = [d["date"][8:] for d in daily]
    half = (W - 2 * M - 40) / 2
    for k, key in enumerate(("pr", "availability")):
        x = M + 20 + k * (half + 20)
        axes(c, x, H - 260, half, 150, 0, 1, fmt=lambda v, d: pct(v, 0))
        step = half / max(len(daily), 1)
        polyline(c, x, H - 260, step, 150, 1, [d.get(key) for d in daily], (0.1, 0.3, 0.6))
        polyline(c, x, H - 260, step, 150, 1, [0.8] * len(daily), (0.8, 0.1, 0.1), dash=(3, 2))
        c.setFont("R", 5.5)
        for i, lab in enumerate(labels):
            c.drawCentredString(x + i * step + step / 2, H - 268, lab)
    trend = plant["trend"]
    columns(c, M + 20, H - 470, W - 2 * M - 20, 160, [t.get("yieldTotalKwh") for t in trend],
            [t["month"][2:] for t in trend], line=[t.get("budgetKwh") for t in trend])
    legend(c, [("PR", (0.1, 0.3, 0.6)), ("Target", (0.8, 0.1, 0.1)), ("Estimated", (0.9, 0.8, 0.5))], M, H - 285)
    y = H - 500
    for part in METHOD.split(". ")[:12]:
        y = wrapped(c, "<b>Method.</b> " + part + ".", M, y, W - 2 * M)


TABLE_STYLE = TableStyle([
    ("FONT", (0, 0), (-1, -1), "R", 7),
    ("FONT", (0, 0), (-1, 0), "B", 7),
    ("ALIGN", (1, 0), (-2, -1), "RIGHT"),
    ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
    ("LINEABOVE", (0, -2), (-1, -2), 0.8, colors.black),
    ("ROWBACKGROUNDS", (0, 1), (-1, -3), [colors.white, colors.HexColor("#F5F5F5")]),
    ("TOPPADDING", (0, 0), (-1, -1), 1),
    ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
])


def page_three(c, model, plant):
    header(c, model, plant, 3)
    head = ["Date", "Yield kWh", "Meter yield kWh", "Irradiation", "Eff. PR %", "Availability %", "Cell temp. °C", "Data status"]
    rows = [head]
    for d in plant["daily"]:
        est = d.get("yieldEstimatedKwh") is not None
        rows.append([d["date"], ("† " if est else "") + num(d.get("yieldKwh") if not est else d.get("yieldEstimatedKwh"), 0),
                     num(d.get("meterYieldKwh"), 0), num(d.get("irradiationKwhM2"), 2), pct(d.get("pr")),
                     pct(d.get("availability")), num(d.get("cellTemperatureC")), str(d.get("status")).capitalize()])
    m = plant["metrics"]
    rows.append(["Measured", num(m.get("yieldKwh"), 0), num(m.get("meterYieldKwh"), 0), num(m.get("irradiationKwhM2"), 2),
                 pct(m.get("pr")), pct(m.get("availability")), NONE, "of 31 days"])
    rows.append(["Incl. estimates", num(m.get("yieldTotalKwh"), 0), num(m.get("meterYieldTotalKwh"), 0), "", "", "", "", ""])
    table = Table(rows, colWidths=[(W - 2 * M) / len(head)] * len(head))
    table.setStyle(TABLE_STYLE)
    _, h = table.wrapOn(c, W - 2 * M, H)
    table.drawOn(c, M, H - 95 - h)
    y = H - 110 - h
    q = plant.get("quality") or {}
    notes = [str(w) for w in q.get("warnings", [])] or ["No data quality issues this month."]
    for note in notes + [METHOD[:300], "Completeness: yield, meter yield, irradiation, PR, availability and cell temperature, days with a value."]:
        y = wrapped(c, note, M, y, W - 2 * M)


def render(model, plant, path):
    c = canvas.Canvas(path, pagesize=A4, pageCompression=1)
    for page in (page_one, page_two, page_three):
        page(c, model, plant)
        c.showPage()
    c.save()
    return os.path.getsize(path)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        model = json.load(f)
    fonts(sys.argv[2])
    out = sys.argv[3]
    limit = int(sys.argv[4]) if len(sys.argv) > 4 else 100
    plants = [p for p in model["plants"] if p["status"] == "ok"][:limit]
    start = resource.getrusage(resource.RUSAGE_SELF)
    size = sum(render(model, p, os.path.join(out, f"{i}.pdf")) for i, p in enumerate(plants))
    end = resource.getrusage(resource.RUSAGE_SELF)
    cpu = (end.ru_utime - start.ru_utime) + (end.ru_stime - start.ru_stime)
    print(json.dumps({
        "pdfPeerCpuMsPerPlant": round(cpu * 1000 / max(len(plants), 1), 1),
        "pdfPeerPlants": len(plants),
        "pdfPeerBytes": size,
    }))


main()
