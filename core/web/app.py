"""The web app: Starlette routes over :class:`Tables`. ``create_app()`` is an ASGI app for uvicorn.

A seat's link carries an unguessable token; an unknown table or token is a plain 404, the same for
both, so links cannot be probed. Answers are POSTed forms that name the history step they answer, so a
page submitted twice or after the game moved on changes nothing.
"""

from __future__ import annotations

import contextlib

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route

from ..api import available_games
from ..errors import UserError
from ..plugins import PluginInfo, Selection, discover
from ..text.i18n import Texts, available_locales, texts_for
from .pages import new_game_form, seat_page, watch_page
from .tables import Table, Tables


def _plugins() -> list[PluginInfo]:
    return sorted(discover().values(), key=lambda p: (p.game or "", p.kind, p.name))


def create_app(tables: Tables | None = None) -> Starlette:
    tables = tables or Tables()

    async def home(request: Request) -> Response:
        texts = texts_for(request.query_params.get("locale"))
        return HTMLResponse(new_game_form(texts, sorted(available_games()), available_locales(), _plugins()))

    def asked(request: Request) -> Texts:
        """Texts in the first language the browser asks for (a page with no table has no language)."""
        wanted = request.headers.get("accept-language", "").split(",")[0].split(";")[0].strip()
        return texts_for(wanted.replace("-", "_") or "en")

    async def new(request: Request) -> Response:
        form = await request.form()
        locale = str(form.get("locale") or "en")
        texts = texts_for(locale)
        try:
            bots = [b.strip() for b in str(form.get("bots") or "").split(",") if b.strip()]
            selection = Selection(str(form.get("edition") or "") or None,
                                  tuple(str(v) for v in form.getlist("variant")),
                                  tuple(str(h) for h in form.getlist("house_rule")))
            table = tables.create(str(form.get("game") or "") or None, int(str(form.get("players") or 4)),
                                  int(str(form.get("people") or 0)), bots, texts.locale, selection)
        except (UserError, ValueError) as exc:
            message = texts.say(exc) if isinstance(exc, UserError) else texts.t("not a number: {reason}",
                                                                                  reason=str(exc))
            body = new_game_form(texts, sorted(available_games()), available_locales(), _plugins(), message)
            return HTMLResponse(body, status_code=400)
        first = next(iter(table.people), table.watch)
        return RedirectResponse(f"/t/{table.id}/{first}?created=1", status_code=303)

    def seat(request: Request) -> tuple[Table, str | None]:
        try:
            return tables.seat(request.path_params["table"], request.path_params["token"])
        except KeyError:
            raise LookupError from None

    async def show(request: Request) -> Response:
        try:
            table, player = seat(request)
        except LookupError:
            return PlainTextResponse(asked(request).t("not found"), status_code=404)
        if player is None:
            table.advance()
            body = watch_page(table, texts_for(table.locale))
        else:
            body = seat_page(table, player, texts_for(table.locale), "", bool(request.query_params.get("created")))
        return HTMLResponse(body, headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"})

    async def answer(request: Request) -> Response:
        try:
            table, player = seat(request)
        except LookupError:
            return PlainTextResponse(asked(request).t("not found"), status_code=404)
        if player is None:
            return PlainTextResponse(asked(request).t("onlookers do not answer"), status_code=403)
        form = await request.form()
        # a stale or malformed answer changes nothing: the page shown next says where the game is now
        with contextlib.suppress(UserError, ValueError):
            table.answer(player, int(str(form.get("option"))), int(str(form.get("step"))))
        return RedirectResponse(f"/t/{table.id}/{table.token_of(player)}", status_code=303)

    async def undo(request: Request) -> Response:
        try:
            table, player = seat(request)
        except LookupError:
            return PlainTextResponse(asked(request).t("not found"), status_code=404)
        if player is None:
            return PlainTextResponse(asked(request).t("onlookers do not answer"), status_code=403)
        table.undo(player)
        return RedirectResponse(f"/t/{table.id}/{table.token_of(player)}", status_code=303)

    return Starlette(routes=[
        Route("/", home), Route("/new", new, methods=["POST"]),
        Route("/t/{table}/{token}", show), Route("/t/{table}/{token}/answer", answer, methods=["POST"]),
        Route("/t/{table}/{token}/undo", undo, methods=["POST"]),
    ])
