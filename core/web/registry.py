"""All the tables of one web app: made from the form, found by their links, kept in a saves directory
and taken up again, links and all, when the app starts.
"""

from __future__ import annotations

import contextlib
import json
import logging
import secrets
import threading
from dataclasses import replace
from pathlib import Path

from ..api import load_game, new_game
from ..bots import make_bot
from ..data.files import Unreadable, leftovers, read_json
from ..engine.saves import MAX_SAVE_BYTES
from ..errors import Phrase, UserError, Verbatim
from ..mods.source import Mod
from ..plugins import Selection, selected_mods
from .limits import MOST_TABLES, NewTables, Refused, bounded
from .tables import SAVE_FORMAT, Table, same_token
from .workers import THINKING_TABLES, Workers

NO_CHOICE = Selection()
log = logging.getLogger("regla.web")


class Tables:
    """Every table of one app, by id; with a ``saves`` directory each table is kept there after every
    move and taken up again, links and all, when the app starts. It makes ``most`` tables at most, those
    taken up included (all of them are, however many), and each client only as many as ``newcomers``
    lets it start in a short while."""

    def __init__(self, saves: Path | None = None, mods: tuple[str, ...] = (), allow_code: bool = False,
                 thinking: int = THINKING_TABLES, most: int = MOST_TABLES, newcomers: NewTables | None = None,
                 blocked: tuple[str, ...] = ()) -> None:
        self.tables: dict[str, Table] = {}
        self.most = most
        self.newcomers = newcomers or NewTables()
        self.making = 0
        """Tables being made now: counted against :attr:`most` from before their game is set up."""
        self.admitting = threading.Lock()
        """Held to count the tables against :attr:`most`, and to add one."""
        self.full_told = False
        self.workers = Workers(thinking)
        """The threads the bots of every table play in (``thinking`` of them: so many tables' bots think at once)."""
        self.saves = saves
        self.allow_code = allow_code
        self.blocked = blocked
        """Installed plugins the app leaves out of every table (``regla serve --block-plugin``)."""
        self.mods: dict[str, Mod] = {mod.id: mod for mod in selected_mods(Selection(mods=mods, allow_code=allow_code))}
        """The mods the app offers (chosen by whoever runs it: a player can pick among them, never bring one)."""
        self.unreadable: list[UserError] = []
        """Why each file of the saves directory that is not a table this app can take up was left out."""
        if saves is not None:
            saves.mkdir(parents=True, exist_ok=True)
            for draft in leftovers(saves, "*.json"):
                # a save cut short when the app was killed while writing it: the table's whole save is beside it
                with contextlib.suppress(OSError):
                    draft.unlink()
            for path in sorted(saves.glob("*.json")):
                # one broken or foreign file costs its own table, never the others'
                try:
                    table = self.resume(path)
                except UserError as problem:
                    self.unreadable.append(problem)
                    continue
                self.tables[table.id] = table
                # a table kept half-way through its bots' turns goes on with them (a bots-only one waits to
                # be watched)
                self.play_on(table)

    def play_on(self, table: Table) -> None:
        """The table's bots give the answers that fall to them, in the background."""
        self.workers.wake(table)

    def look(self, table: Table) -> None:
        """An onlooker looks at a bots-only table: its bots move it on a few answers, in the background."""
        table.look()
        self.workers.wake(table)

    def stop(self) -> None:
        """The app stops: bots give no more answers."""
        self.workers.stop()

    def with_mods(self, ids: list[str], base: Selection = NO_CHOICE) -> Selection:
        """``base`` with the offered mods of these ids (an id the app does not offer is refused)."""
        unknown = [i for i in ids if i not in self.mods]
        if unknown:
            raise UserError("this app does not offer the mod {id!r}; start it with --mod", id=unknown[0])
        return replace(base, mods=tuple(str(self.mods[i].root) for i in ids), allow_code=self.allow_code,
                       blocked=self.blocked)

    def resume(self, path: Path) -> Table:
        """A table from its save file; a file that is not one is refused naming it, and so is one played
        with a mod the app does not offer now."""
        try:
            document = read_json(path, MAX_SAVE_BYTES)
            if not isinstance(document, dict) or document.get("format") != SAVE_FORMAT:
                raise UserError("{file}: not a table saved by this regla", file=Verbatim(path))
            setup = document["game"]["setup"]
            missing = [str(m.get("id")) for m in setup.get("mods", []) if str(m.get("id")) not in self.mods]
            if missing:
                raise UserError("{file}: played with the mod {id!r}, which this app does not offer; start it with "
                                "--mod", file=Verbatim(path), id=missing[0])
            selection = self.with_mods([str(m.get("id")) for m in setup.get("mods", [])], Selection(
                setup.get("edition"), tuple(setup.get("variants", ())), tuple(setup.get("house_rules", ()))))
            try:
                game = load_game(json.dumps(document["game"]), selection)
            except UserError as why:
                # what loading finds (a mod changed since, a broken game) is told of this file, as every
                # other reason a table is left out is
                raise UserError("{where}: {reason}", where=Verbatim(path), reason=why) from None
            # a file edited by hand is refused here rather than failing every page of its table
            links = [*document["people"], *(document.get(k) for k in ("watch", "hotseat", "host"))]
            if not all(link is None or type(link) is str for link in links) or not {
                    *document["people"].values(), *document["bots"], document["shown_to"] or game.players[0]
            } <= set(game.players):
                raise Unreadable(Phrase("its links or seats are not those of its game"))
            try:
                # a kept table gets no more of its bots than a new one may ask for (it may come from an older
                # app), nor a bot no longer installed
                manager = game.ruleset.manager
                bots = {p: make_bot(bounded(spec, manager), seed=secrets.randbits(64), manager=manager)
                        for p, spec in document["bots"].items()}
            except UserError as why:
                raise UserError("{file}: this app cannot seat its bots ({reason})", file=Verbatim(path),
                                reason=why) from None
            # a table saved before its forms' tokens were kept counts them from 0, as its pages did then
            tokens_from = document.get("tokens_from", 0)
            if type(tokens_from) is not int or tokens_from < 0:
                raise UserError("{file}: not a table saved by this regla", file=Verbatim(path))
            return Table(document["id"], game, document["locale"], dict(document["people"]), bots,
                         watch=document["watch"], bot_specs=dict(document["bots"]), hotseat=document["hotseat"],
                         shown_to=document["shown_to"], host=document.get("host"), saved_to=path,
                         selection=selection, tokens_from=tokens_from)
        except Unreadable as exc:
            # said as `regla play --load` says it of a save, in the reader's language
            raise UserError("{file}: not a table saved by this regla ({reason})", file=Verbatim(path),
                            reason=exc.reason) from None
        except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
            # a document of another shape: what Python would say of it tells a person nothing
            raise UserError("{file}: not a table saved by this regla", file=Verbatim(path)) from None

    def create(self, game_id: str | None, players: int, people: int, bots: list[str], locale: str,
               selection: Selection, hotseat: bool = False, client: str | None = None) -> Table:
        """A new table, refused (:class:`Refused`) before anything of it is made if the app has as many as
        it keeps, or if ``client`` (the address asking; None: no one's bound) started too many just now."""
        self._reserve(client)
        try:
            table = self._made(game_id, players, people, bots, locale, selection, hotseat)
        except BaseException:
            with self.admitting:
                self.making -= 1
            if client is not None:
                self.newcomers.give_back(client)
            raise
        with self.admitting:
            self.making -= 1
            self.tables[table.id] = table
        if people:
            self.play_on(table)
        return table

    def _reserve(self, client: str | None) -> None:
        """Room for one more table, counted until it is made or given up; refused if there is none."""
        with self.admitting:
            if len(self.tables) + self.making >= self.most:
                if not self.full_told:
                    # said to whoever runs the app once, not at each visitor refused
                    self.full_told = True
                    log.warning(Phrase("the app has as many tables as it may keep ({most}, {option}): new games are "
                                       "refused", most=self.most, option=Verbatim("--max-tables")))
                raise Refused(503, Phrase("this app has as many tables as it may keep: no new game can be started "
                                          "until whoever runs it makes room"))
            if client is not None:
                self.newcomers.take(client)
            self.making += 1

    def _made(self, game_id: str | None, players: int, people: int, bots: list[str], locale: str,
              selection: Selection, hotseat: bool) -> Table:
        # the seating is checked first: the people are counted against a number of seats the game allows
        game = new_game(game_id, players, secrets.randbits(64), selection)
        if not 0 <= people <= players:
            raise UserError("between 0 and {players} people may sit at this table, not {people}", players=players,
                            people=people)
        if hotseat and people < 2:
            raise UserError("one screen for all the people is handed from person to person: it needs two people "
                            "or more at the table, not {people}", people=people)
        others = game.players[people:]
        if len(bots) > 1 and len(bots) != len(others):
            raise UserError("name one bot for every bot seat, or one per bot seat ({seats}), not {named}",
                            seats=len(others), named=len(bots))
        specs = [bounded(spec, game.ruleset.manager) for spec in bots or ["greedy"]] * len(others)
        chosen = dict(zip(others, specs, strict=False))
        seated = {p: make_bot(spec, seed=secrets.randbits(64), manager=game.ruleset.manager)
                  for p, spec in chosen.items()}
        table_id = secrets.token_urlsafe(8)
        table = Table(table_id, game, locale,
                      {secrets.token_urlsafe(16): p for p in game.players[:people]}, seated,
                      watch=None if people else secrets.token_urlsafe(16), bot_specs=chosen,
                      hotseat=secrets.token_urlsafe(16) if hotseat else None,
                      host=secrets.token_urlsafe(16) if people > 1 and not hotseat else None,
                      saved_to=self.saves / f"{table_id}.json" if self.saves else None, selection=selection)
        table.settle()
        return table

    def hot_seat(self, table_id: str, token: str) -> Table:
        """The table whose shared hot-seat screen this token opens."""
        table = self.tables.get(table_id)
        if table is None or table.hotseat is None or not same_token(token, table.hotseat):
            raise KeyError(token)
        return table

    def seat(self, table_id: str, token: str) -> tuple[Table, str | None]:
        """The table and the colour a token sits at (None: an onlooker of a bots-only table)."""
        table = self.tables.get(table_id)
        if table is not None and table.watch is not None and same_token(token, table.watch):
            return table, None
        if table is None or token not in table.people:
            raise KeyError(token)
        return table, table.people[token]

