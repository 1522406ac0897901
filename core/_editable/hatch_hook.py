"""A hatchling build hook: an editable install gets the finder in ``regla_editable.py``.

``dev-mode-dirs`` puts this folder on ``sys.path``; the ``.pth`` added here imports the finder at start-up.
Without this hook, hatchling would refuse the editable install (it cannot rename core/ to regla/).
"""

from __future__ import annotations

from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class EditableCheckoutHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            build_data["force_include_editable"]["core/_editable/regla_editable.pth"] = "regla_editable.pth"
