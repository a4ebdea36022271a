#!/usr/bin/python3
"""ReportLab peer of the plant PDF renderer (`npm run bench`): draws, for each plant of the
model the bench saved, three A4 pages comparable to solar-report's (header band, six figure
tiles, daily yield columns with an irradiation line, budget bridge, daily PR and availability
lines with target, 13-month trend, wrapped method and quality text, the 31-row daily table,
running footers) in DejaVu Sans (embedded subsets, compressed page streams, as pdfkit does),
one plant after another on one thread. Prints, as its last line,
{"pdfPeerCpuMsPerPlant": ..., "pdfPeerPlants": ..., "pdfPeerBytes": ...}; CPU time is the
process's own (resource.getrusage), for the drawing only.

    /usr/bin/python3 pdf-peer.py <model.json> <font-dir> <out-dir> [max-plants]
"""
import json
import os
import resource
import sys

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

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
    for name, file in (("R", "DejaVuSans.ttf"), ("B", "DejaVuSans-Bold.ttf"), ("I", "DejaVuSans-Oblique.ttf")):
        pdfmetrics.registerFont(TTFont(name, os.path.join(font_dir, file)))


def wrapped(c, text, x, y, width, size=8, font="R", leading=10):
    c.setFont(font, size)
    for line in simpleSplit(text, font, size, width):
        c.drawString(x, y, line)
        y -= leading
    return y


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


def page_one(c, model, plant):
    header(c, model, plant, 1)
    tiles(c, plant, H - 85)
    daily = plant["daily"]
    labels = [d["date"][8:] for d in daily]
    columns(c, M + 20, H - 330, W - 2 * M - 20, 170, [d.get("yieldKwh") for d in daily], labels,
            line=[d.get("irradiationKwhM2") for d in daily])
    bridge = plant.get("bridge") or {}
    steps = [v for v in bridge.values() if isinstance(v, (int, float))][:7]
    columns(c, M + 20, H - 520, W - 2 * M - 20, 140, [abs(v) for v in steps], [str(i + 1) for i in range(len(steps))],
            color=(0.4, 0.6, 0.3))
    wrapped(c, METHOD[:500], M, H - 560, W - 2 * M, size=9, leading=12)


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
    wrapped(c, METHOD, M, H - 500, W - 2 * M)


def page_three(c, model, plant):
    header(c, model, plant, 3)
    cols = ["Day", "Yield kWh", "Meter kWh", "Irr. kWh/m\u00b2", "PR", "Avail.", "Cell \u00b0C", "Status", "Late"]
    cw = (W - 2 * M) / len(cols)
    y = H - 95
    c.setFont("B", 7.5)
    for i, h in enumerate(cols):
        c.drawRightString(M + (i + 1) * cw - 4, y, h)
    for d in plant["daily"]:
        y -= 13
        est = d.get("yieldEstimatedKwh") is not None
        cells = [d["date"], num(d.get("yieldKwh") if not est else d.get("yieldEstimatedKwh")), num(d.get("meterYieldKwh")),
                 num(d.get("irradiationKwhM2"), 2), pct(d.get("pr")), pct(d.get("availability")),
                 num(d.get("cellTemperatureC")), str(d.get("status")), "yes" if d.get("late") else ""]
        for i, t in enumerate(cells):
            c.setFont("I" if est and i == 1 else "R", 7.5)
            c.drawRightString(M + (i + 1) * cw - 4, y, t)
    q = plant.get("quality") or {}
    notes = " ".join(str(w) for w in q.get("warnings", [])) or "No data quality issues this month."
    wrapped(c, notes + " " + METHOD[:400], M, y - 25, W - 2 * M)


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
