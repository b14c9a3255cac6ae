/**
 * The widgets' whole style sheet, inside each shadow root: the host page's CSS cannot reach in and
 * ours cannot leak out. Colours follow the visitor's prefers-color-scheme unless the `theme` prop
 * fixes them; spacing uses logical properties so that right-to-left languages mirror. Contrast of
 * each text colour on its background is at least 4.5:1 (WCAG AA).
 */
export const WIDGET_CSS = `
:host{all:initial;display:block}
.w{--bg:#fff;--fg:#111827;--muted:#4b5563;--line:#d1d5db;--accent:#0f766e;--accent-fg:#fff;--err-bg:#fef2f2;--err-fg:#991b1b;
font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;color:var(--fg);background:var(--bg);
border:1px solid var(--line);border-radius:12px;padding:12px 14px;box-sizing:border-box;max-inline-size:100%;overflow-wrap:anywhere}
.w[data-theme=dark]{--bg:#111827;--fg:#f9fafb;--muted:#cbd5e1;--line:#374151;--accent:#2dd4bf;--accent-fg:#042f2e;--err-bg:#450a0a;--err-fg:#fecaca}
@media (prefers-color-scheme:dark){.w[data-theme=auto]{--bg:#111827;--fg:#f9fafb;--muted:#cbd5e1;--line:#374151;--accent:#2dd4bf;--accent-fg:#042f2e;--err-bg:#450a0a;--err-fg:#fecaca}}
*{box-sizing:border-box}
h2{font-size:16px;margin:0 0 8px;font-weight:600}
p{margin:0}
.muted{color:var(--muted);font-size:12px}
.err{background:var(--err-bg);color:var(--err-fg);border-radius:8px;padding:8px 10px}
.err strong{display:block}
.grid{display:grid;gap:8px;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));margin-block:8px}
label{display:grid;gap:4px;font-size:12px;color:var(--muted)}
input,select{font:inherit;font-size:16px;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:8px;padding:6px 8px;min-block-size:40px;inline-size:100%}
input:focus-visible,select:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
ul{list-style:none;margin:0;padding:0}
li{border-block-start:1px solid var(--line);padding-block:8px;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center;justify-content:space-between}
li:first-child{border-block-start:0}
dl{margin:0;display:flex;flex-wrap:wrap;gap:2px 14px}
dt{font-size:12px;color:var(--muted)}
dd{margin:0;font-weight:600}
dl>div{min-inline-size:6rem}
a{color:var(--accent)}
.btn{display:inline-flex;align-items:center;justify-content:center;min-block-size:40px;padding:8px 14px;border-radius:8px;background:var(--accent);color:var(--accent-fg);font-weight:600;text-decoration:none}
.row{display:flex;flex-wrap:wrap;gap:8px 12px;align-items:center;justify-content:space-between}
.foot{margin-block-start:8px}
.num{font-variant-numeric:tabular-nums;unicode-bidi:isolate}
`;
