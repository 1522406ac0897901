"""``regla mod check`` and ``regla mod translate``: every file of a mod validated at once, and its catalogues.

Checking loads the game with the mod for every player count the game allows (player-count settings may
differ), compiles the scenario tests' expressions, and reads the mod's catalogues; each problem is
reported at its position in the mod's own file. An area whose outline on the board's picture is too
small for what it shows is a warning: its pieces would be drawn past it, over its neighbours, which only
a look at the picture would find.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from ..api import available_games, load, new_game
from ..data.compiled import Ruleset
from ..data.files import make_folders, remove_folders
from ..data.modfiles import MANIFEST, ModManifest, Scenario
from ..data.overlay import card_ids
from ..data.validation import validated_in_part
from ..data.yamlio import load_model, problem_at_key, read_yaml
from ..engine.vm import VM
from ..errors import DataError, DataProblem, Phrase, UserError, cannot_write, did_you_mean, program_failure
from ..mods.plugin import ModPlugin
from ..mods.source import Mod, read_mod
from ..plugins import Selection, make_manager
from ..text.area_layout import Item, lay_out
from ..text.board_svg import GAP, LABEL_SIZE, NAME_SIZE, SHAPES, SMALLER, board_texts, piece_box, text_item
from ..text.i18n.catalog import catalogue_locale
from ..text.i18n.extract import change_messages
from ..text.i18n.upkeep import Gap, template_of, updated, write_catalog
from ..text.i18n.upkeep import check as catalogue_problems
from ..text.names import Names
from .scenarios import compiled_checks, scenario_files, scenario_ruleset, scenario_selection


@dataclass
class CheckReport:
    mod: Mod
    games: list[str] = field(default_factory=list)
    players: list[int] = field(default_factory=list)
    cards_added: int = 0
    cards_changed: int = 0
    scenarios: int = 0
    warnings: list[Phrase | DataProblem] = field(default_factory=list)


def selection_with(mod: Mod, base: Selection) -> Selection:
    """``base`` with ``mod`` (given by its folder) added to its mods."""
    return replace(base, mods=(*base.mods, str(mod.root)))


def _check_games(mod: Mod, games: list[str], selection: Selection) -> None:
    """Every game the mod names is installed (or added by the mod), else a problem where mod.yaml names it."""
    installed = available_games(make_manager(selection))
    unknown = [game for game in games if game not in installed]
    if not unknown:
        return
    manifest_path = mod.root / MANIFEST
    _, doc = load_model(manifest_path, ModManifest)
    key = ("game",) if mod.manifest.game else ("games", unknown[0])
    raise DataError([problem_at_key(str(manifest_path), doc, key,
                                    "unknown game {game!r} (installed: {installed}){hint}", game=unknown[0],
                                    installed=", ".join(sorted(installed)), hint=did_you_mean(unknown[0], installed))])


def check_mod(path: str | Path, base: Selection | None = None) -> CheckReport:
    """Validate everything of the mod at ``path``; raises :class:`DataError` with every problem found.

    What does not need the game loaded with the mod (the shape of its scenario files, its catalogues) is
    checked even when loading fails, so that one run names every mistake."""
    mod = read_mod(path)
    report = CheckReport(mod)
    selection = selection_with(mod, base or Selection())
    games = [mod.manifest.game] if mod.manifest.game else list(mod.manifest.games)
    problems: list[DataProblem] = []
    failing: dict[str, DataProblem] = {}
    try:
        _check_games(mod, games, selection)
        for game in games:
            ruleset = load(game, selection)
            report.games.append(ruleset.id)
            report.warnings += _crowded(mod, ruleset)
            for players in range(ruleset.game.min_players, ruleset.game.max_players + 1):
                for name, problem in _invariants_at_the_start(load(game, selection, players), selection, players):
                    # told once, however many player counts it fails for
                    failing.setdefault(name, problem)
                report.players.append(players)
    except DataError as exc:
        problems.extend(exc.problems)
    loaded = not problems
    problems += failing.values()
    if loaded:
        report.cards_added = sum(len(card_ids(read_yaml(mod.path(name), shared=True))) for name in mod.manifest.cards)
        report.cards_changed = len(ModPlugin(mod).changes.get("cards") or {})
    for scenario_path in scenario_files(mod):
        found = _scenario_problems(mod, scenario_path, selection, loaded)
        problems += found
        report.scenarios += not found
    for po in sorted(mod.path(mod.manifest.locales).glob(f"*/LC_MESSAGES/{mod.id}.po")) \
            if mod.manifest.locales else []:
        for problem in catalogue_problems(po):
            # a missing translation falls back to English; a wrong one would break the text
            (report.warnings if isinstance(problem, Gap) else problems).append(problem)
    if problems:
        raise DataError(problems)
    return report


def _crowded(mod: Mod, ruleset: Ruleset) -> list[Phrase | DataProblem]:
    """Each area of the game's map too small for what it shows (a warning: the game plays as well; only
    its picture is wrong), told where the mod's changes draw its outline when they do."""
    path = mod.path(mod.manifest.changes) if mod.manifest.changes else None
    changes = read_yaml(path, shared=True) if path else {}
    drawn = ((changes.get("board") or {}).get("map") or {}).get("areas") or {}
    told: list[Phrase | DataProblem] = []
    for area in _crowded_areas(ruleset):
        why = Phrase("the outline of the area {area!r} is too small for its name, its values and every seat's "
                     "pieces, which are drawn past it", area=area)
        told.append(problem_at_key(path, changes, ("board", "map", "areas", area), why) if path and area in drawn
                    else why)
    return told


def _crowded_areas(ruleset: Ruleset) -> list[str]:
    """The areas whose outline on the game's map cannot hold their name, their values and a piece's shape
    for each seat of the most players the game allows, even at the smallest scale the picture draws
    pieces at: what an area shows in a full game of any game (the tokens it may hold are each game's own)."""
    drawing = ruleset.board.map
    if drawing is None:
        return []
    names = Names(ruleset, board_texts(ruleset, "en"))
    kinds = list(SHAPES)
    boxes = [piece_box(kinds[seat % len(kinds)], "", False) for seat in range(ruleset.game.max_players)]
    crowded = []
    for area in ruleset.board.areas:
        labels = [text_item(names.area(area.id), NAME_SIZE), text_item("/".join(map(str, area.values)), LABEL_SIZE)]
        layout = lay_out(drawing.areas[area.id], labels,
                         lambda scale: [Item(width * scale, height * scale, True) for width, height, _ in boxes],
                         [], SMALLER[-1:], GAP)
        if not layout.fits:
            crowded.append(area.id)
    return crowded


def _invariants_at_the_start(ruleset: Ruleset, selection: Selection, players: int) -> list[tuple[str, DataProblem]]:
    """An invariant that cannot even be worked out when a game begins (a function read as a table, a name
    misspelt) is told at its place now, rather than as the error of every game ``regla mod test`` plays."""
    problems = []
    game = new_game(ruleset.id, players, 0, selection)
    for name, expr in ruleset.invariants:
        try:
            VM(ruleset, game.state).eval(expr)
        except Exception as exc:
            problems.append((name, DataProblem(*ruleset.invariant_sites[name],
                                               program_failure(f"invariant {name!r}", exc))))
    return problems


def _scenario_problems(mod: Mod, path: Path, selection: Selection, loaded: bool) -> list[DataProblem]:
    """The mistakes of one scenario file: its fields (each field that is right checked for what it names
    even when another is wrong), and, when the game loads with the mod, the players, plugins and bots it
    names and its expressions."""
    try:
        doc = read_yaml(path)
    except DataError as exc:
        return list(exc.problems)
    scenario, problems = validated_in_part(path, Scenario, doc)
    if scenario is None or not loaded:
        return problems
    try:
        ruleset = scenario_ruleset(mod.game, scenario_selection(scenario, selection), path, scenario, doc)
        compiled_checks(ruleset, path, scenario, doc)
    except DataError as exc:
        problems += exc.problems
    return sorted(problems, key=lambda p: (p.line, p.column))


def translate_mod(path: str | Path, locale: str) -> Path:
    """Bring the mod's catalogue for ``locale`` up to date with its texts (made if missing, with the
    locales folder mod.yaml names); its path. A catalogue that cannot be written is left as it was, and
    the folders made for it are taken away."""
    made: list[Path] = []
    try:
        return _translate(path, locale, made)
    except BaseException:
        remove_folders(made)
        raise


def _translate(path: str | Path, locale: str, made: list[Path]) -> Path:
    """:func:`translate_mod`, adding to ``made`` each folder it makes."""
    made += _make_locales_folder(Path(path))
    mod = read_mod(path)
    folder = mod.path(mod.manifest.locales or "locales")
    if not mod.manifest.locales:
        raise UserError("mod {id!r} has no locales folder: add 'locales: locales' to mod.yaml", id=mod.id)
    files = [mod.path(n) for n in (*mod.manifest.cards, *mod.manifest.texts)]
    template = template_of(files, mod.root, mod.id)
    if mod.manifest.changes:
        # what the changes rename or reword is a text of the mod's too, under the game's own contexts
        for line, _, message, comments in change_messages(read_yaml(mod.path(mod.manifest.changes))):
            context, *text = message
            template.add(text[0] if len(text) == 1 else tuple(text), None, [(mod.manifest.changes, line)],
                         auto_comments=comments, context=context)
    # filed as the game's own catalogues are (``pt`` is ``pt_BR``), so that both are read in that language
    locale = catalogue_locale(locale)
    po_path = folder / locale / "LC_MESSAGES" / f"{mod.id}.po"
    catalog = updated(template, po_path, locale)
    try:
        made += make_folders(po_path.parent)
        write_catalog(catalog, po_path)
    except OSError as exc:
        raise cannot_write(po_path, exc) from None
    return po_path


def _make_locales_folder(root: Path) -> list[Path]:
    """Make the locales folder a mod's manifest names, when it is a folder inside the mod not made yet:
    the first translation is what fills it. The folders made."""
    manifest_path = root / MANIFEST
    if not (root.is_dir() and manifest_path.is_file()):
        return []  # read_mod tells what is wrong
    manifest, _ = load_model(manifest_path, ModManifest)
    if not manifest.locales:
        return []
    folder = root / manifest.locales
    if folder.exists() or not folder.resolve().is_relative_to(root.resolve()):
        return []
    try:
        return make_folders(folder)
    except OSError as exc:
        raise cannot_write(folder, exc) from None
