"""What every page of the web app shares: the document around a page's body, its style, and a waiting
page's script, which asks the server whether its table has changed and loads the page again only then.
"""

from __future__ import annotations

import json
from html import escape

from ..text.i18n import Texts

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


def page(texts: Texts, title: str, body: str, reload: tuple[str, int] | None = None) -> str:
    """A whole page; ``reload``: the address to load once the table's version is no longer the one
    given (the seat's own address, so that a page answering a form, a refused answer say, goes back to
    the seat rather than to the form's address)."""
    head = _reloader(*reload) if reload else ""
    return (f'<!DOCTYPE html>\n<html lang="{texts.locale.replace("_", "-")}" dir="{texts.direction}"><head>'
            f'<meta charset="utf-8"><meta name="viewport" content="width=device-width">{head}'
            f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>\n{body}\n</body></html>\n")


def _reloader(address: str, version: int) -> str:
    """A script that asks ``address``'s version every few seconds and loads the address again only once
    it differs from ``version``: reloading moves the keyboard's focus, so it is done only for a change.
    A browser without script loads the page again as often instead."""
    ask, again = (json.dumps(link).replace("<", "\\u003c") for link in (f"{address}/version", address))
    script = (f"<script>(() => {{ const seen = {version}, ask = {ask}, again = {again};"
              f" const later = () => setTimeout(look, {LOOK_SECONDS * 1000});"
              " const look = () => fetch(ask, {cache: 'no-store'}).then(r => r.ok ? r.json() : {version: seen})"
              " .then(now => now.version === seen ? later() : location.replace(again)).catch(later);"
              f" setTimeout(look, {FIRST_LOOK_MS}); }})();</script>")
    return f'<noscript><meta http-equiv="refresh" content="{LOOK_SECONDS}; url={escape(address)}"></noscript>{script}'


def waiting(texts: Texts, link: str, reloads: bool) -> str:
    """The links under a page that waits: stop it loading again by itself, or look again and start it."""
    # a page that reloads itself moves the keyboard's focus away: its reader may stop it
    if reloads:
        stop = escape(texts.t("Stop reloading this page"))
        return f'<p><a href="{link}?reload=off">{stop}</a></p>'
    again, on = escape(texts.t("Look again")), escape(texts.t("Reload this page by itself again"))
    return f'<p><a href="{link}?reload=off">{again}</a> · <a href="{link}">{on}</a></p>'


def alert(notice: str | None) -> str:
    """Why the app refused what was sent, on top of the page it answers with (nothing without a notice)."""
    return f'<p role="alert"><strong>{escape(notice)}</strong></p>' if notice else ""
