"""Any regla ruleset as an OpenSpiel game (the ``openspiel`` extra).

Importing this module registers one game per installed ruleset, named ``regla_<id>`` (dashes become
underscores), and the generic ``regla`` whose ``game`` parameter names the ruleset::

    import pyspiel
    import regla.adapters.openspiel  # registers the games
    game = pyspiel.load_game("regla", {"players": 3, "edition": "...", "house_rules": "a;b"})
    game = pyspiel.load_game("regla(players=3,house_rules=a;b)")  # the same game, as its string

The deal is a chance node: unless the ``seed`` parameter fixes it, the first node draws one of
``chance_seeds`` equally likely seeds for the game's random source, so search bots sample shuffles
instead of reading them. Secret simultaneous choices are turns in seat order whose answers the later
players cannot see (imperfect information). Returns are shares of the victory (1 split among the tied
winners, 0 for the others), so the game is constant-sum.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from typing import Any

import numpy as np
import pyspiel

from ..api import available_games, decision_texts, load, load_game, new_game
from ..editions import default_rules
from ..engine.game import Game
from ..plugins import Selection
from .common import Encoder, action_bound, action_texts, actor, chosen_option, legal_actions, seen_by_each, win_shares
from .openspiel_params import (
    DEFAULTS,
    LIST_PARAMETERS,
    LIST_SEPARATOR,
    check_chance_seeds,
    check_max_actions,
    check_sizes,
    listed_names,
)


def game_type(short_name: str, ruleset_id: str) -> pyspiel.GameType:
    # registered whatever editions are installed: several default ones leave a game without default rules
    ruleset = load(ruleset_id, default_rules(ruleset_id))
    return pyspiel.GameType(
        short_name=short_name, long_name=f"regla {ruleset.game.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=ruleset.game.max_players, min_num_players=ruleset.game.min_players,
        provides_information_state_string=True, provides_information_state_tensor=False,
        provides_observation_string=True, provides_observation_tensor=True,
        parameter_specification={**DEFAULTS, "game": ruleset_id})


class ReglaGame(pyspiel.Game):
    """A regla ruleset with one selection and player count, as an OpenSpiel game."""

    SHORT_NAME = "regla"
    RULESET = ""

    def __init__(self, params: dict[str, Any] | None = None):
        params = {**DEFAULTS, "game": self.RULESET, **(params or {})}
        # the game's own parameters, and so str(game), hold each list as load_game reads it back
        params.update({key: LIST_SEPARATOR.join(listed_names(params[key])) for key in LIST_PARAMETERS})
        self.params = params
        game_id = params["game"] or None
        self.selection = Selection(params["edition"] or None, listed_names(params["variants"]),
                                   listed_names(params["house_rules"]))
        ruleset = load(game_id, self.selection)
        self.ruleset_id = ruleset.id
        self.players = params["players"] or ruleset.game.min_players
        self.fixed_seed = params["seed"]
        check_chance_seeds(params["chance_seeds"])
        check_max_actions(params["max_actions"])
        self.chance_seeds = params["chance_seeds"]
        self.locale = params["locale"]
        probe = new_game(self.ruleset_id, players=self.players, seed=0, selection=self.selection)
        self.max_actions = params["max_actions"] or action_bound(probe)
        self.encoder = Encoder(probe)
        info = pyspiel.GameInfo(num_distinct_actions=self.max_actions, max_chance_outcomes=self.chance_seeds,
                                num_players=self.players, min_utility=0.0, max_utility=1.0, utility_sum=1.0,
                                # the deal, then at most the decisions the game may take
                                max_game_length=1 + ruleset.game.max_decisions)
        super().__init__(game_type(self.SHORT_NAME, self.ruleset_id), info, params)

    def __reduce__(self) -> tuple[Any, ...]:
        # pickled as its name and parameters: unpickling imports this module, which registers the games
        return _made, (self.SHORT_NAME, self.params)

    def start(self, seed: int) -> Game:
        return new_game(self.ruleset_id, players=self.players, seed=seed, selection=self.selection)

    def new_initial_state(self) -> ReglaState:
        return ReglaState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ReglaObserver:
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        # a public observer (no private information) sees the table as someone not playing would
        public = iig_obs_type is not None and iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE
        return ReglaObserver(self.encoder, perfect_recall, public)


class _Held:
    """The regla game behind a state. OpenSpiel clones a Python state by deep-copying its attributes;
    this copies as a clone of the game (plain data) sharing the compiled ruleset and the spec."""

    def __init__(self, spec: ReglaGame, game: Game | None):
        self.spec, self.game = spec, game

    def __deepcopy__(self, memo: dict[int, Any]) -> _Held:
        return _Held(self.spec, self.game.clone(share_log=True) if self.game is not None else None)

    def __reduce__(self) -> tuple[Any, ...]:
        # OpenSpiel serializes a Python state by pickling its attributes: the game goes as its save
        return _held, (self.spec, None if self.game is None else self.game.to_json())


class ReglaState(pyspiel.State):
    """One game in progress; before the deal it is a chance node."""

    def __init__(self, game: ReglaGame):
        super().__init__(game)
        self.held = _Held(game, game.start(game.fixed_seed) if game.fixed_seed >= 0 else None)
        self.seen: list[list[str]] = [[] for _ in range(game.players + 1)]
        """Every move as each player saw it, in order: their information state beyond the current view;
        last, as someone not playing saw it (the public observer's)."""

    def __reduce__(self) -> tuple[Any, ...]:
        # a state is its game and the actions that led to it (the deal's seed first), played again
        return _played, (self.spec, self.history())

    @property
    def spec(self) -> ReglaGame:
        return self.held.spec

    @property
    def game(self) -> Game | None:
        return self.held.game

    @game.setter
    def game(self, value: Game) -> None:
        self.held.game = value

    def current_player(self) -> int:
        if self.game is None:
            return int(pyspiel.PlayerId.CHANCE)
        decision = actor(self.game)
        if decision is None:
            return int(pyspiel.PlayerId.TERMINAL)
        return self.game.players.index(decision.player)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        n = self.spec.chance_seeds
        return [(i, 1.0 / n) for i in range(n)]

    def _legal_actions(self, player: int) -> list[int]:
        decision = actor(self.game) if self.game else None
        if decision is None or self.game is None or self.game.players.index(decision.player) != player:
            return []
        return legal_actions(decision, self.spec.max_actions)

    def _apply_action(self, action: int) -> None:
        if self.game is None:
            if not 0 <= action < self.spec.chance_seeds:
                raise ValueError(f"chance: action {action!r} is not one of the {self.spec.chance_seeds} seeds "
                                 f"(0 to {self.spec.chance_seeds - 1})")
            self.game = self.spec.start(action)
            return
        decision = actor(self.game)
        assert decision is not None
        option = chosen_option(decision, action)
        for seen, move in zip(self.seen, seen_by_each([*self.game.players, None], decision, action), strict=True):
            seen.append(move)
        self.game.apply(decision.player, option)

    def _action_to_string(self, player: int, action: int) -> str:
        """Any action of the space named, as OpenSpiel's own games name an illegal one too; one outside
        the space (a negative one, say) is refused rather than read as a count from the end."""
        chance = player == pyspiel.PlayerId.CHANCE or self.game is None
        size = self.spec.chance_seeds if chance else self.spec.max_actions
        if not 0 <= action < size:
            raise ValueError(f"action {action!r} is outside the {'seeds' if chance else 'action space'} "
                             f"(0 to {size - 1})")
        if chance:
            return f"seed {action}"
        assert self.game is not None
        decision = actor(self.game)
        if decision is None:
            return str(action)
        if action >= len(decision.options):
            absent = decision_texts(self.game, self.spec.locale).texts.t("action {action}: not an option now",
                                                                           action=action)
            return f"{absent} ({decision.kind})"
        return action_texts(self.game, decision, self.spec.locale)[action]

    def is_terminal(self) -> bool:
        return self.game is not None and self.game.is_over

    def returns(self) -> list[float]:
        if self.game is None or not self.game.is_over:
            return [0.0] * self.spec.players
        return win_shares(self.game)

    def view_json(self, player: int | None, recall: bool) -> str:
        """``player``'s view (``None``: the public one) as JSON, with recall the moves as they saw them."""
        if self.game is None:
            return "{}"
        view = self.game.view(None if player is None else self.game.players[player])
        if recall:
            view["done"] = self.seen[-1 if player is None else player]
        else:
            view.pop("log", None)
        return json.dumps(view, sort_keys=True, ensure_ascii=False, separators=(",", ":"))

    def __str__(self) -> str:
        return "deal" if self.game is None else self.game.to_json()


class ReglaObserver:
    """OpenSpiel's observer: the view as a string (with recall: plus every move as the player saw it,
    and the public log) and as a fixed-length tensor."""

    def __init__(self, encoder: Encoder, perfect_recall: bool, public: bool = False):
        self.encoder = encoder
        self.perfect_recall = perfect_recall
        self.public = public
        """Only what every player sees: whichever player it is asked for, the observation is the same."""
        self.tensor = np.zeros(encoder.size, np.float32)
        self.dict = {"view": self.tensor}

    def set_from(self, state: ReglaState, player: int) -> None:
        if state.game is None:
            self.tensor.fill(0)
        else:
            self.tensor[:] = self.encoder.encode(state.game, None if self.public else state.game.players[player])

    def string_from(self, state: ReglaState, player: int) -> str:
        return state.view_json(None if self.public else player, self.perfect_recall)


def _made(short_name: str, params: dict[str, Any]) -> pyspiel.Game:
    return pyspiel.load_game(short_name, params)


def _held(spec: ReglaGame, save: str | None) -> _Held:
    return _Held(spec, None if save is None else load_game(save, spec.selection))


def _played(game: ReglaGame, actions: list[int]) -> ReglaState:
    state = game.new_initial_state()
    for action in actions:
        state.apply_action(action)
    return state


def register() -> list[str]:
    """Register ``regla`` and ``regla_<id>`` for every installed ruleset; returns the new names."""
    names: list[str] = []
    registered = set(pyspiel.registered_names())
    for ruleset_id in ["", *sorted(available_games())]:
        short = "regla" if not ruleset_id else "regla_" + ruleset_id.replace("-", "_")
        if short in registered:
            continue
        # OpenSpiel keeps what it registers until the interpreter ends: a class, like its own Python
        # games, not a closure (a closure freed at shutdown without the GIL aborts the process)
        name = "ReglaGame_" + short
        creator = type(name, (ReglaGame,), {"SHORT_NAME": short, "RULESET": ruleset_id, "__module__": __name__})
        # bound in this module under its own name, so pickle (OpenSpiel's serialization) finds the class again
        globals()[name] = creator
        pyspiel.register_game(game_type(short, ruleset_id or sorted(available_games())[0]), creator)
        _CREATORS.append(creator)
        names.append(short)
    return names


_CREATORS: list[type[ReglaGame]] = []
register()
# imported again (importlib.reload), the module wraps OpenSpiel's own function, not its earlier wrapper
_load_game = getattr(pyspiel.load_game, "__wrapped__", pyspiel.load_game)


@functools.wraps(_load_game)
def _load_game_checked(*args: Any, **kwargs: Any) -> pyspiel.Game:
    """``pyspiel.load_game``, but a regla game's parameters are checked first (:func:`check_sizes`)."""
    if len(args) == 2 and isinstance(args[1], Mapping) and (args[0] == "regla" or str(args[0]).startswith("regla_")):
        check_sizes(args[1])
    return _load_game(*args, **kwargs)


# the name everyone calls: the parameters are converted to C++ before any of this module's code runs
pyspiel.load_game = _load_game_checked
