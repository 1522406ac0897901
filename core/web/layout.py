"""What every page of the web app shares: the document around a page's body, its style, and a waiting
page's script, which brings the page up to date where it stands rather than loading it again.

A waiting page asks the server whether its table has changed (``/version``); once it has, it fetches the
page again and puts in place only the parts that changed (those marked ``data-part``): the keyboard's
focus and a screen reader's place stay where they were, and the lines the log gained since (what the
others did) are told in a live region, as is the viewer's question when one comes. A page whose parts
are not the same (the hot-seat screen handed to someone else) is loaded whole. Without script the page
loads itself again every few seconds instead.
"""

from __future__ import annotations

import json
from html import escape

from ..text.i18n import Texts
from ..text.i18n.format import isolated_html

STYLE = """
body{font-family:'Noto Sans','Noto Sans CJK KR','Noto Sans Hebrew',sans-serif;margin:1em auto;max-width:80em;
padding:0 1em;word-break:keep-all;background:#fbf8ef;color:#111}
.board{overflow-x:auto}.board svg{max-width:100%;height:auto}
@media (max-width:40em){.board svg{max-width:none;width:40em}}
.options fieldset{border:0;padding:0;margin:0}.options legend{padding:0;margin:.5em 0}
.options button{display:block;margin:.3em 0;padding:.45em .8em;font-size:1em;text-align:start;width:100%;
cursor:pointer}
.log{font-size:.9em;max-height:20em;overflow:auto;border-top:1px solid #ccc}
.cols{display:flex;gap:2em;flex-wrap:wrap}.cols>div{flex:1 1 25em}.cols>.board{flex:3 1 36em}
.status li{margin:.2em 0}
label{display:block;margin:.4em 0}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;
clip-path:inset(50%);white-space:nowrap;border:0}
"""
LOOK_SECONDS = 2
"""How often a waiting page asks whether its table has changed (without script: loads itself again)."""
FIRST_LOOK_MS = 300
"""When a waiting page with script first asks: bots play in the background, and quick ones have answered
by then (a person's answer leads to a page drawn before the bots' answers that follow)."""
NEWS_KEPT = 40
"""Lines the live region keeps (the oldest are dropped): it tells what is new, the log keeps the rest."""
NEWS = '<div id="news" class="visually-hidden" role="log" aria-live="polite"></div>'

_UPDATE = """(() => { const ask = %(ask)s, again = %(again)s, shown = document.documentElement.dataset;
const later = () => setTimeout(look, %(look)d);
const look = () => fetch(ask, {cache: 'no-store'}).then(r => r.ok ? r.json() : {version: Number(shown.version)})
  .then(now => now.version === Number(shown.version) ? later() : update()).catch(later);
const parts = page => [...page.querySelectorAll('[data-part]')];
const copied = nodes => { const line = document.createElement('p');
  line.append(...[...nodes].map(node => document.importNode(node, true))); return line; };
const lines = log => { const found = [[]];
  for (const node of log ? log.childNodes : []) node.nodeName === 'BR' ? found.push([]) : found.at(-1).push(node);
  return found.filter(line => line.length); };
const update = () => fetch(again, {cache: 'no-store'}).then(r => r.ok ? r.text() : Promise.reject(r.status))
  .then(html => {
    const fresh = new DOMParser().parseFromString(html, 'text/html'), old = parts(document), now = parts(fresh);
    if (old.length !== now.length || old.some((part, i) => part.dataset.part !== now[i].dataset.part)) {
      location.replace(again); return; }
    const log = document.querySelector('[data-told]'), told = fresh.querySelector('[data-told]');
    const gained = log && told ? Number(told.dataset.told) - Number(log.dataset.told) : 0;
    const news = lines(told).slice(0, Math.max(0, gained)).reverse().map(copied);
    const asked = fresh.querySelector('.options legend');
    if (asked && !document.querySelector('.options legend')) news.push(copied(asked.childNodes));
    const focused = document.activeElement, was = focused && focused !== document.body ? focused.outerHTML : null;
    old.forEach((part, i) => {
      if (part.outerHTML !== now[i].outerHTML) part.replaceWith(document.importNode(now[i], true)); });
    if (was && !focused.isConnected) {
      const same = [...document.getElementsByTagName(focused.tagName)].find(element => element.outerHTML === was);
      if (same) same.focus({preventScroll: true}); }
    const region = document.getElementById('news');
    region.append(...news);
    while (region.childElementCount > %(kept)d) region.firstElementChild.remove();
    document.title = fresh.title;
    history.replaceState(null, '', again);
    // a page that no longer waits (the viewer's question, the end of the game) stops looking
    const next = fresh.documentElement.dataset.version;
    if (next === undefined) delete shown.version; else { shown.version = next; later(); }
  }).catch(() => location.replace(again));
setTimeout(look, %(first)d); })();"""


def page(texts: Texts, title: str, body: str, reload: tuple[str, int] | None = None) -> str:
    """A whole page; ``reload``: the address to bring the page up to date from once the table's version
    is no longer the one given (the seat's own address, so that a page answering a form, a refused answer
    say, goes back to the seat rather than to the form's address)."""
    head = _updater(reload[0]) if reload else ""
    version = f' data-version="{reload[1]}"' if reload else ""
    news = NEWS if reload else ""
    return (f'<!DOCTYPE html>\n<html lang="{texts.locale.replace("_", "-")}" dir="{texts.direction}"{version}><head>'
            f'<meta charset="utf-8"><meta name="viewport" content="width=device-width">{head}'
            f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>\n{body}{news}\n</body></html>\n")


def _updater(address: str) -> str:
    """The script that brings the page at ``address`` up to date once its table's version differs from
    the page's (its ``data-version``, see above); a browser without script loads the page again every few
    seconds instead."""
    ask, again = (json.dumps(link).replace("<", "\\u003c") for link in (f"{address}/version", address))
    script = _UPDATE % {"ask": ask, "again": again, "look": LOOK_SECONDS * 1000,
                        "first": FIRST_LOOK_MS, "kept": NEWS_KEPT}
    return f'<noscript><meta http-equiv="refresh" content="{LOOK_SECONDS}; url={escape(address)}"></noscript>' \
           f"<script>{script}</script>"


def waiting(texts: Texts, link: str, reloads: bool) -> str:
    """The links under a page that waits: stop it bringing itself up to date, or look again and start it."""
    # a reader who wants the page still (to read it through without anything moving) may stop it
    if reloads:
        stop = escape(texts.t("Stop reloading this page"))
        return f'<p><a href="{link}?reload=off">{stop}</a></p>'
    again, on = escape(texts.t("Look again")), escape(texts.t("Reload this page by itself again"))
    return f'<p><a href="{link}?reload=off">{again}</a> · <a href="{link}">{on}</a></p>'


def alert(notice: str | None) -> str:
    """Why the app refused what was sent, on top of the page it answers with (a part of its own, so
    that it goes once the page is brought up to date)."""
    said = f'<p role="alert"><strong>{isolated_html(notice)}</strong></p>' if notice else ""
    return f'<div data-part="notice">{said}</div>'
