"""The web app: Starlette routes over :class:`Tables`. ``create_app()`` is an ASGI app for uvicorn.

A seat's link carries an unguessable token; an unknown table or token is a plain 404, the same for
both, so links cannot be probed. Answers are POSTed forms that name the history step they answer, so a
page submitted twice or after the game moved on changes nothing.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route

from ..api import available_games
from ..errors import UserError
from ..plugins import PluginInfo, Selection, discover
from ..text.i18n import Texts, available_locales, resolve_locale, texts_for
from .pages import new_game_form, pass_page, rules_page, seat_page, watch_page
from .tables import Table, Tables

Handler = Callable[[Request, Table, str | None, bool], Awaitable[Response]]


def _plugins() -> list[PluginInfo]:
    return sorted(discover().values(), key=lambda p: (p.game or "", p.kind, p.name))


def create_app(tables: Tables | None = None, locale: str | None = None) -> Starlette:
    """The app over ``tables``; ``locale`` is the language of a page that asks for none, when the browser
    does not say which it reads (``regla serve --locale``; None: the server's environment)."""
    tables = tables or Tables()

    def asked(request: Request) -> Texts:
        """Texts for a page with no table of its own: the language in the address (``?locale=``), else
        the first the browser asks for, else the app's."""
        wanted = request.headers.get("accept-language", "").split(",")[0].split(";")[0].strip().replace("-", "_")
        # a browser language with no catalogue leaves the page to the app's language, not to English
        if wanted and resolve_locale(wanted)[1] is not None:
            wanted = ""
        return texts_for(request.query_params.get("locale") or wanted or locale)

    async def home(request: Request) -> Response:
        return HTMLResponse(new_game_form(asked(request), sorted(available_games()), available_locales(),
                                          _plugins(), mods=tables.mods.values()))

    async def new(request: Request) -> Response:
        form = await request.form()
        locale = str(form.get("locale") or "en")
        texts = texts_for(locale)
        try:
            bots = [b.strip() for b in str(form.get("bots") or "").split(",") if b.strip()]
            selection = tables.with_mods([str(m) for m in form.getlist("mod")], Selection(
                str(form.get("edition") or "") or None, tuple(str(v) for v in form.getlist("variant")),
                tuple(str(h) for h in form.getlist("house_rule"))))
            table = tables.create(str(form.get("game") or "") or None, int(str(form.get("players") or 4)),
                                  int(str(form.get("people") or 0)), bots, texts.locale, selection,
                                  hotseat=bool(form.get("hotseat")))
        except (UserError, ValueError) as exc:
            message = texts.say(exc) if isinstance(exc, UserError) else texts.t("not a number: {reason}",
                                                                                  reason=str(exc))
            body = new_game_form(texts, sorted(available_games()), available_locales(), _plugins(), message,
                                 tables.mods.values())
            return HTMLResponse(body, status_code=400)
        first = table.hotseat or next(iter(table.people), table.watch)
        return RedirectResponse(f"/t/{table.id}/{first}?created=1", status_code=303)

    def seat(request: Request) -> tuple[Table, str | None, bool]:
        """The table, the seat the link opens (None: an onlooker) and whether it is the shared hot-seat
        screen, whose seat is the one handed the screen."""
        table_id, token = request.path_params["table"], request.path_params["token"]
        with contextlib.suppress(KeyError):
            table = tables.hot_seat(table_id, token)
            return table, table.shown_to, True
        try:
            return (*tables.seat(table_id, token), False)
        except KeyError:
            raise LookupError from None

    def back(table: Table, request: Request) -> Response:
        return RedirectResponse(f"/t/{table.id}/{request.path_params['token']}", status_code=303)

    def at_seat(handler: Handler, answers: bool = False) -> Callable[[Request], Awaitable[Response]]:
        """A route for one seat's link: an unknown table or token is a 404, an onlooker who would answer
        a 403; the handler gets the table, the seat and whether the link is the shared hot-seat screen."""

        async def route(request: Request) -> Response:
            try:
                table, player, shared = seat(request)
            except LookupError:
                return PlainTextResponse(asked(request).t("not found"), status_code=404)
            if answers and player is None:
                return PlainTextResponse(asked(request).t("onlookers do not answer"), status_code=403)
            return await handler(request, table, player, shared)

        return route

    async def show(request: Request, table: Table, player: str | None, shared: bool) -> Response:
        texts, token = texts_for(table.locale), request.path_params["token"]
        if shared:
            turn = table.person_to_answer()
            if turn is not None and turn != player:
                body = pass_page(table, turn, texts, "")
            else:
                body = seat_page(table, player or next(iter(table.people.values())), texts, "", token=token)
        elif player is None:
            table.advance()
            body = watch_page(table, texts)
        else:
            body = seat_page(table, player, texts, "", bool(request.query_params.get("created")), token=token)
        return HTMLResponse(body, headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"})

    async def answer(request: Request, table: Table, player: str | None, shared: bool) -> Response:
        assert player is not None
        form = await request.form()
        # a stale or malformed answer changes nothing: the page shown next says where the game is now
        with contextlib.suppress(UserError, ValueError):
            if not shared or player == table.person_to_answer():
                table.answer(player, int(str(form.get("option"))), int(str(form.get("step"))))
        return back(table, request)

    async def ready(request: Request, table: Table, _player: str | None, shared: bool) -> Response:
        if shared:
            table.hand_to(str((await request.form()).get("player")))
        return back(table, request)

    async def rules(_request: Request, table: Table, _player: str | None, _shared: bool) -> Response:
        return HTMLResponse(rules_page(table, texts_for(table.locale)))

    async def undo(request: Request, table: Table, player: str | None, _shared: bool) -> Response:
        assert player is not None
        table.undo(player)
        return back(table, request)

    return Starlette(routes=[
        Route("/", home), Route("/new", new, methods=["POST"]),
        Route("/t/{table}/{token}", at_seat(show)),
        Route("/t/{table}/{token}/answer", at_seat(answer, answers=True), methods=["POST"]),
        Route("/t/{table}/{token}/undo", at_seat(undo, answers=True), methods=["POST"]),
        Route("/t/{table}/{token}/ready", at_seat(ready), methods=["POST"]),
        Route("/t/{table}/{token}/rules", at_seat(rules)),
    ])
