/**
 * The panel's only stylesheet and script, served by the panel itself
 * (`/panel/assets/…`): no CDN, no inline code, so the Content-Security-Policy
 * can allow our own origin alone. The pages work without the script; it only
 * adds the copy buttons.
 */
export const PANEL_CSS = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #4a5260; --line: #c9ced6; --accent: #0b5cad; --danger: #a3161a; --ok: #1d6b2f; --bg: #f6f7f9; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
.skip { position: absolute; left: -9999px; top: 0; background: #fff; padding: .5rem 1rem; }
.skip:focus { left: 1rem; z-index: 10; }
header.top { background: #12243a; color: #fff; padding: .75rem 1.5rem; display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between; }
header.top a { color: #fff; }
header.top .brand { font-weight: 700; font-size: 1.1rem; text-decoration: none; }
nav ul { list-style: none; display: flex; gap: 1.25rem; margin: 0; padding: 0; flex-wrap: wrap; }
nav a[aria-current="page"] { font-weight: 700; text-decoration-thickness: 3px; }
.who { display: flex; gap: .75rem; align-items: center; font-size: .9rem; }
.who form { margin: 0; }
.who button { background: transparent; color: #fff; border: 1px solid #fff; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
main.narrow { max-width: 28rem; }
h1 { font-size: 1.6rem; margin: .5rem 0 1rem; }
h2 { font-size: 1.25rem; margin: 1.5rem 0 .75rem; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1.25rem; margin-bottom: 1.25rem; }
label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
fieldset { border: 1px solid var(--line); border-radius: 6px; margin: .75rem 0; padding: .5rem 1rem 1rem; }
legend { font-weight: 600; padding: 0 .25rem; }
fieldset label { display: inline-flex; gap: .35rem; align-items: center; font-weight: 400; margin: .25rem 1rem .25rem 0; }
input[type=text], input[type=email], input[type=password], input[type=url], input[type=datetime-local], select { width: 100%; padding: .5rem .6rem; font: inherit; border: 1px solid #6b7380; border-radius: 4px; background: #fff; color: var(--ink); }
.inline-fields { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-end; }
.inline-fields > div { flex: 1 1 12rem; }
button, .button { display: inline-block; font: inherit; padding: .5rem 1rem; border-radius: 4px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; text-decoration: none; }
button.secondary, .button.secondary { background: #fff; color: var(--accent); }
button.danger { background: var(--danger); border-color: var(--danger); }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1rem; }
.actions form { margin: 0; }
table { width: 100%; border-collapse: collapse; background: #fff; margin-bottom: 1.25rem; }
td table { margin-bottom: 0; }
caption { text-align: left; font-weight: 600; padding: .5rem 0; }
th, td { text-align: left; padding: .5rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: #eef1f5; }
code, .secret { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .9rem; word-break: break-all; }
.notice { border-left: 4px solid var(--accent); background: #e8f1fb; padding: .75rem 1rem; margin: 0 0 1rem; }
.notice.error { border-color: var(--danger); background: #fbeaea; }
.notice.warning { border-color: #8a5a00; background: #fff4dc; }
.notice.ok { border-color: var(--ok); background: #e6f4ea; }
.secret-row { display: flex; gap: .5rem; align-items: center; margin: .25rem 0 1rem; }
.secret-row output { flex: 1; background: #f1f3f6; border: 1px solid var(--line); padding: .5rem; border-radius: 4px; }
.muted { color: var(--muted); }
.stat { font-size: 2rem; font-weight: 700; }
meter { width: 100%; height: 1.1rem; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1rem; }
pre { white-space: pre-wrap; word-break: break-all; margin: 0; font-size: .85rem; }
`;

/** Copy buttons: `<button data-copy="ID">` copies the text of the element with that id. */
export const PANEL_JS = `'use strict';
document.addEventListener('click', function (event) {
  var button = event.target.closest ? event.target.closest('button[data-copy]') : null;
  if (!button) return;
  var source = document.getElementById(button.getAttribute('data-copy'));
  if (!source || !navigator.clipboard) return;
  navigator.clipboard.writeText(source.textContent.trim()).then(function () {
    var done = button.getAttribute('data-copied');
    var label = button.querySelector('.copy-label');
    if (done && label) label.textContent = done;
  });
});
document.querySelectorAll('button[data-copy]').forEach(function (button) { button.hidden = false; });
`;
