/**
 * The inline stylesheet of index.html: no external resource (the page is opened offline
 * from a CI artifact), system fonts, readable on a phone (fluid grid, the plant table
 * scrolls sideways inside its own box) and printable (no backgrounds needed, rows never
 * split, header row repeated on every page, the table fitted to the page width).
 */
export const INDEX_CSS = `
:root { color-scheme: light; --ink: #1d2430; --muted: #5b6472; --line: #d9dde3; --soft: #f4f6f8;
  --ok: #1b7a3d; --ok-bg: #e3f4e8; --warn: #8a5a00; --warn-bg: #fff3d6; --bad: #b3261e; --bad-bg: #fde7e5; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 90rem; padding: 1rem; color: var(--ink); background: #fff;
  font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; overflow-wrap: anywhere; }
h2 { font-size: 1.15rem; margin: 1.75rem 0 .6rem; padding-bottom: .25rem; border-bottom: 1px solid var(--line); }
p { margin: .3rem 0; }
a { color: #0b57d0; }
.month { font-size: 1.1rem; color: var(--muted); }
.status { display: inline-block; margin-top: .5rem; padding: .35rem .7rem; border-radius: .4rem;
  border: 1px solid currentColor; }
.status-ok { color: var(--ok); background: var(--ok-bg); }
.status-partial { color: var(--warn); background: var(--warn-bg); }
.status-failed { color: var(--bad); background: var(--bad-bg); }
.meta { color: var(--muted); font-size: .9rem; }
.figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(13.5rem, 1fr)); gap: .6rem; margin: 0; }
.figures div { border: 1px solid var(--line); border-radius: .4rem; padding: .55rem .7rem; background: var(--soft); }
.figures dt { font-size: .85rem; color: var(--muted); }
.figures dd { margin: .15rem 0 0; font-size: 1.15rem; font-weight: 600; font-variant-numeric: tabular-nums; }
.note { font-size: .85rem; color: var(--muted); }
.files { margin: 0; padding-left: 1.2rem; }
.files li { margin: .25rem 0; }
.path { color: var(--muted); font-size: .85rem; overflow-wrap: anywhere; }
.table-wrap { overflow-x: auto; -webkit-overflow-scrolling: touch; border: 1px solid var(--line); border-radius: .4rem; }
table { border-collapse: collapse; width: 100%; font-size: .92rem; }
th, td { padding: .45rem .6rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
thead th { background: var(--soft); font-weight: 600; vertical-align: bottom; }
table.plants thead th:nth-child(n+3) { text-align: right; min-width: 4.5rem; }
tbody th { font-weight: 500; min-width: 10rem; overflow-wrap: break-word; }
/* Narrower gutters in the plant table: eleven columns of German, Polish or Dutch headers fit 1280 px. */
.plants th, .plants td { padding-left: .4rem; padding-right: .4rem; }
.plants tbody th { min-width: 8rem; }
td.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
tr.failed { background: var(--bad-bg); }
.badge { display: inline-block; padding: 0 .4rem; border-radius: .3rem; font-size: .8rem; font-weight: 600; }
.badge-ok { color: var(--muted); background: var(--soft); border: 1px solid var(--line); }
.fetch-failed { color: var(--bad); font-size: .85rem; overflow-wrap: anywhere; }
td.fetch { min-width: 4rem; }
tr.failed td.fetch { min-width: 7rem; }
/* Verdict chips: the word carries the verdict, colour and border style repeat it. */
.chip { display: inline-block; padding: 0 .45rem; border-radius: 1rem; font-size: .78rem; font-weight: 600;
  line-height: 1.5; white-space: nowrap; border: 1px solid currentColor; }
.verdict-target { color: var(--ok); background: var(--ok-bg); }
.verdict-watch { color: var(--warn); background: var(--warn-bg); }
.verdict-below { color: var(--bad); background: var(--bad-bg); }
.verdict-none { color: var(--muted); background: #fff; border-style: dashed; }
.stack > * { display: block; }
.stack > .sub { white-space: normal; min-width: 5.5rem; }
/* In the table a long verdict ("Ligeramente por debajo de la media") wraps inside its chip
   rather than widening its column past the screen. */
.stack > .chip { margin: .15rem 0 0 auto; width: max-content; max-width: 6rem; white-space: normal;
  text-align: center; border-radius: .6rem; }
.sub { color: var(--muted); font-size: .8rem; font-weight: 400; }
.notes { margin: .25rem 0 0; padding-left: 1rem; color: var(--muted); font-size: .8rem; font-weight: 400; text-align: left; }
.figures dd.sub { font-size: .8rem; font-weight: 400; margin: 0; }
.figures dd.verdict { font-size: .8rem; font-weight: 400; margin-top: .25rem; }
.figures .chip { white-space: normal; border-radius: .6rem; }
.figures.year { margin-top: .6rem; }
h3 { font-size: 1rem; margin: 1.2rem 0 .4rem; }
table.bridge { width: auto; min-width: 24rem; border: 1px solid var(--line); }
table.bridge caption { caption-side: top; text-align: left; color: var(--muted); font-size: .85rem; padding-bottom: .3rem; }
table.bridge tbody th { min-width: 14rem; font-weight: 400; }
table.bridge tr.total th, table.bridge tr.total td { font-weight: 600; background: var(--soft); }
.legend ul { margin: .3rem 0; padding-left: 1.2rem; }
.legend li { margin: .2rem 0; }
.warnings li { overflow-wrap: anywhere; }
/* A month not yet ended for some plant, and files missing: read before any figure. */
.not-final, .failed-files { margin-top: .75rem; padding: .5rem .8rem; border: 1px solid var(--warn);
  border-radius: .4rem; background: var(--warn-bg); }
.failed-files { border-color: var(--bad); background: var(--bad-bg); }
.not-final ul, .attention ul { margin: .3rem 0; padding-left: 1.2rem; }
.failed-files h2 { margin-top: .25rem; border: 0; }
.reason { font-size: .85rem; overflow-wrap: anywhere; }
.attention li { margin: .3rem 0; }
.pdf-failed { display: block; color: var(--bad); }
.sub.outage { color: var(--bad); }
.footnote { margin-top: .4rem; max-width: 60rem; }
footer { margin-top: 2rem; color: var(--muted); font-size: .85rem; }
@media (max-width: 40rem) {
  body { padding: .75rem; font-size: 15px; }
  h1 { font-size: 1.3rem; }
  .figures { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .figures dd { font-size: 1.05rem; }
  /* The plant table as one card per plant: no sideways scrolling on a phone. */
  .table-wrap { overflow: visible; border: 0; }
  .plants, .plants tbody, .plants tr, .plants tbody th, .plants td { display: block; width: 100%; }
  .plants thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  .plants tbody tr { border: 1px solid var(--line); border-radius: .4rem; margin-bottom: .6rem; }
  .plants tbody th { min-width: 0; border-bottom: 1px solid var(--line); }
  .plants td { display: flex; justify-content: space-between; gap: 1rem; border: 0; padding: .2rem .6rem; }
  /* A long label ("Lfd. Jahr ggü. Budget (erfasste Tage)") wraps beside its value, never widens the page. */
  .plants td::before { content: attr(data-label); color: var(--muted); text-align: left; min-width: 0; }
  .stack { text-align: right; }
  td.fetch, tr.failed td.fetch { min-width: 0; }
  table.bridge { min-width: 0; width: 100%; }
  table.bridge tbody th { min-width: 0; }
  table.bridge td, table.bridge th { padding: .35rem .4rem; }
}
@media print {
  body { max-width: none; padding: 0; font-size: 10pt; }
  a { color: inherit; text-decoration: none; }
  tbody th { min-width: 0; }
  tr.failed td.fetch { min-width: 10rem; }
  .chip { border-width: 1px; }
  thead th { white-space: normal; }
  th, td { padding: .3rem .4rem; }
  .table-wrap { overflow: visible; border: 0; }
  thead { display: table-header-group; }
  tr, .figures div { break-inside: avoid; }
  h2 { break-after: avoid; }
}
`;
