"""The web app: Starlette routes over :class:`Tables`. ``create_app()`` is an ASGI app for uvicorn.

A seat's link carries an unguessable token; an unknown table or token is a plain 404, the same for
both, so links cannot be probed. Answers are POSTed forms that carry the token of the question they
answer, never given again at that table (:meth:`Table.answer_token`), so a page submitted twice, after the
game moved on or after a take-back changes nothing, and so does a take-back's. No request
runs a bot: the bots' turns (after a new table, an answer, an onlooker's look) are played in the
background (:mod:`regla.web.workers`), and pages are drawn from the game as it last settled, so a bot
thinking long holds up only its own table's moves, never a page, an answer, nor the others' tables. A
page that waits asks the table's version (``/version``) to know when to load again.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route

from ..api import available_games
from ..bots import split_specs
from ..errors import UserError
from ..plugins import PluginInfo, Selection, discover, make_manager
from ..text.i18n import Texts, available_locales, resolve_locale, texts_for
from .forms import preferred, required, whole
from .limits import Refused
from .lobby import new_game_form
from .pages import message_page, not_found_page, pass_page, rules_page, seat_page, watch_page
from .registry import Tables
from .tables import Table

Handler = Callable[[Request, Table, str | None, bool], Awaitable[Response]]


REFILLED = 200
"""Characters of a refused form's field given back to the person."""
PRIVATE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}
"""Headers of a table's pages: kept by no cache, and their address (a seat's token) sent to no other site."""


def _plugins(blocked: tuple[str, ...]) -> list[PluginInfo]:
    return sorted(discover(blocked).values(), key=lambda p: (p.game or "", p.kind, p.name))


def create_app(tables: Tables | None = None, locale: str | None = None) -> Starlette:
    """The app over ``tables``; ``locale`` is the language of a page that asks for none, when the browser
    does not say which it reads (``regla serve --locale``; None: the server's environment)."""
    tables = tables or Tables()

    def asked(request: Request) -> Texts:
        """Texts for a page with no table of its own: the language in the address (``?locale=``), else
        the first the browser asks for, else the app's."""
        # the browser's languages in its order of preference; one with no catalogue is passed over, and
        # if none has one the page is in the app's language, not in English
        # the same for the address's: one regla has no catalogue for does not override the browser's
        tags = [request.query_params.get("locale") or "", *preferred(request.headers.get("accept-language", ""))]
        wanted = next((tag for tag in tags if tag and resolve_locale(tag)[1] is None), "")
        return texts_for(wanted or locale)

    def form_page(texts: Texts, message: str | None = None, refill: dict[str, list[str]] | None = None) -> str:
        """The new-game form, offering what the app's plugins (less those it blocks) and mods offer."""
        games = sorted(available_games(make_manager(Selection(blocked=tables.blocked))))
        return new_game_form(texts, games, available_locales(), _plugins(tables.blocked), message,
                             tables.mods.values(), refill, tables.blocked)

    async def home(request: Request) -> Response:
        return HTMLResponse(form_page(asked(request)))

    async def new(request: Request) -> Response:
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind not in ("application/x-www-form-urlencoded", "multipart/form-data"):
            # anything but the form (a JSON body, say) would silently start a game of every default
            return PlainTextResponse(asked(request).t("a new game is asked for with the new-game form"),
                                     status_code=415)
        form = await request.form()
        if "players" not in form:
            # the form always sends its fields: a body that lost them (a broken upload) is no choice of defaults
            return PlainTextResponse(asked(request).t("a new game is asked for with the new-game form"),
                                     status_code=400)
        locale = str(form.get("locale") or "en")
        texts = texts_for(locale)
        try:
            # read as --bots is: a comma before key= goes on with the options of the bot before it
            bots = split_specs(str(form.get("bots") or ""))
            selection = tables.with_mods([str(m) for m in form.getlist("mod")], Selection(
                str(form.get("edition") or "") or None, tuple(str(v) for v in form.getlist("variant")),
                tuple(str(h) for h in form.getlist("house_rule"))))
            table = await run_in_threadpool(
                tables.create, str(form.get("game") or "") or None, whole(form.get("players"), 4, "players"),
                whole(form.get("people"), 0, "people"), bots, texts.locale, selection,
                hotseat=bool(form.get("hotseat")), client=request.client.host if request.client else "")
        except UserError as exc:
            message, status, headers = texts.say(exc), 400, {}
            if isinstance(exc, Refused):
                # no mistake in the form but a table the app will not make now: a script is told so by the status
                message, status = exc.said(texts), exc.status
                headers = {"Retry-After": str(exc.retry_after)} if exc.retry_after is not None else {}
            # the refused form comes back as it was filled in, no field longer than one can mean to write
            refill = {field: [str(v)[:REFILLED] for v in form.getlist(field)] for field in form}
            body = form_page(texts, message, refill)
            return HTMLResponse(body, status_code=status, headers=headers)
        first = table.hotseat or next(iter(table.people), table.watch)
        host = f"?host={table.host}" if table.host else ""
        return RedirectResponse(f"/t/{table.id}/{first}{host}", status_code=303)

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
                return HTMLResponse(not_found_page(asked(request)), status_code=404)
            if answers and player is None and not shared:
                # the page the onlooker sees, in the table's language, saying why nothing changed
                notice = texts_for(table.locale).t("onlookers do not answer")
                body = await run_in_threadpool(drawn, table, None, False, request.path_params["token"], False, notice)
                return HTMLResponse(body, status_code=403, headers=PRIVATE)
            return await handler(request, table, player, shared)

        return route

    def drawn(table: Table, player: str | None, shared: bool, token: str, host: bool = False,
              notice: str | None = None, reloads: bool = True) -> str:
        """The page of a seat, of the shared hot-seat screen or of an onlooker, drawn from the game as it
        last settled: never while bots are half-way through a turn, and never waiting for them."""
        shown, texts = table.snapshot(), texts_for(table.locale)
        if shown.unsaved:
            # whoever plays on should know a restarted app would not have their latest moves
            lost = texts.t("This game could not be saved: it goes on, but if the app restarts, its latest moves "
                           "are lost.")
            notice = f"{notice} {lost}" if notice else lost
        if shared:
            turn = shown.person_to_answer()
            if turn is not None and turn != player:
                return pass_page(shown, turn, texts, "", notice=notice)
            return seat_page(shown, player or next(iter(shown.people.values())), texts, "", token=token,
                             notice=notice, reloads=reloads)
        if player is None:
            return watch_page(shown, texts, reloads, notice)
        return seat_page(shown, player, texts, "", host, token=token, notice=notice, reloads=reloads)

    def refused(table: Table, player: str | None, shared: bool, request: Request, why: UserError,
                status: int = 409) -> Response:
        """A change that is refused changes nothing: the page says why and shows the game as it is now
        (``status``: 409 for a form the game has moved past, 400 for one no page of the app sends)."""
        notice = texts_for(table.locale).say(why)
        body = drawn(table, player, shared, request.path_params["token"], notice=notice)
        return HTMLResponse(body, status_code=status, headers=PRIVATE)

    def changed(table: Table, player: str | None, shared: bool, request: Request) -> Response:
        """After a change: the table's bots play on, in the background, and the seat is shown again (a
        change that could not be saved is answered with the page saying so)."""
        tables.play_on(table)
        if not table.unsaved:
            return back(table, request)
        body = drawn(table, player, shared, request.path_params["token"])
        return HTMLResponse(body, status_code=500, headers=PRIVATE)

    async def show(request: Request, table: Table, player: str | None, shared: bool) -> Response:
        host = table.is_host(request.query_params.get("host"))

        if player is None and not shared:
            # a game of bots moves on while it is watched: its bots are set going, not waited for
            tables.look(table)
        body = await run_in_threadpool(drawn, table, player, shared, request.path_params["token"], host,
                                       reloads=request.query_params.get("reload") != "off")
        return HTMLResponse(body, headers=PRIVATE)

    async def version(_request: Request, table: Table, player: str | None, shared: bool) -> Response:
        """What a waiting page asks every few seconds to know whether to load again: the table's
        :attr:`Table.version`, nothing else (it is the same for every seat)."""
        if player is None and not shared:
            # a game of bots moves on while it is watched, as it does when its page is loaded
            tables.look(table)
        return JSONResponse({"version": table.version}, headers=PRIVATE)

    async def answer(request: Request, table: Table, player: str | None, shared: bool) -> Response:
        form = await request.form()
        try:
            option, token = required(form, "option"), required(form, "step")
        except UserError as why:
            return await run_in_threadpool(refused, table, player, shared, request, why, 400)
        try:
            if player is None:
                # the shared screen has not been handed to anybody yet: nobody's question is on it
                raise UserError("that question has been answered already; here is the game as it is now")
            await run_in_threadpool(table.answer, player, option, token, shared)
        except UserError as why:
            return await run_in_threadpool(refused, table, player, shared, request, why)
        return await run_in_threadpool(changed, table, player, shared, request)

    async def ready(request: Request, table: Table, player: str | None, shared: bool) -> Response:
        if not shared:
            return back(table, request)
        await run_in_threadpool(table.hand_to, str((await request.form()).get("player")))
        return await run_in_threadpool(changed, table, table.shown_to, shared, request)

    async def rules(request: Request, table: Table, _player: str | None, _shared: bool) -> Response:
        return HTMLResponse(rules_page(table, texts_for(table.locale), f"/t/{table.id}/{request.path_params['token']}"))

    async def undo(request: Request, table: Table, player: str | None, shared: bool) -> Response:
        form = await request.form()
        try:
            token = required(form, "step")
        except UserError as why:
            return await run_in_threadpool(refused, table, player, shared, request, why, 400)
        try:
            if player is None:
                raise UserError("that question has been answered already; here is the game as it is now")
            await run_in_threadpool(table.undo, player, token)
        except UserError as why:
            return await run_in_threadpool(refused, table, player, shared, request, why)
        return await run_in_threadpool(changed, table, player, shared, request)

    async def not_found(request: Request, _exc: Exception) -> Response:
        return HTMLResponse(not_found_page(asked(request)), status_code=404)

    def link_refusal(request: Request, status: int, say: Callable[[Texts], str],
                     headers: Mapping[str, str] | None = None) -> Response:
        """What an address answers when it refuses a request: at a table's link, a page in the table's
        language, as its other pages are, with the way back to the seat (a link to no table: a 404);
        elsewhere, one line in the reader's."""
        if "token" not in request.path_params:
            return PlainTextResponse(say(asked(request)), status_code=status, headers=headers)
        try:
            table = seat(request)[0]
        except LookupError:
            return HTMLResponse(not_found_page(asked(request)), status_code=404)
        texts = texts_for(table.locale)
        body = message_page(texts, say(texts), f"/t/{table.id}/{request.path_params['token']}")
        return HTMLResponse(body, status_code=status, headers={**(headers or {}), **PRIVATE})

    async def wrong_method(request: Request, exc: Exception) -> Response:
        # the methods the address does take stay in the Allow header, as HTTP asks
        return link_refusal(request, 405, lambda texts: texts.t("this address does not take a {method} request",
                                                                method=request.method), getattr(exc, "headers", None))

    async def unreadable_form(request: Request, _exc: Exception) -> Response:
        # the form parser's own refusals (a field or a form too large, a broken body)
        return link_refusal(request, 400, lambda texts: texts.t("the form sent cannot be read: it is too large or "
                                                                "malformed"))

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        yield
        # a stopping app hands its bots no more turns: nothing keeps the process from ending
        tables.stop()

    return Starlette(lifespan=lifespan, exception_handlers={400: unreadable_form, 404: not_found, 405: wrong_method},
                     routes=[
        Route("/", home), Route("/new", new, methods=["POST"]),
        Route("/t/{table}/{token}", at_seat(show)),
        Route("/t/{table}/{token}/answer", at_seat(answer, answers=True), methods=["POST"]),
        Route("/t/{table}/{token}/undo", at_seat(undo, answers=True), methods=["POST"]),
        Route("/t/{table}/{token}/ready", at_seat(ready), methods=["POST"]),
        Route("/t/{table}/{token}/rules", at_seat(rules)),
        Route("/t/{table}/{token}/version", at_seat(version)),
    ])
