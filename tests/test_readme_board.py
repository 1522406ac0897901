"""The board picture in the README is what ``regla board`` draws for the README's own position, so a
change to the drawing shows in the README too (regenerate it with ``regla board`` as the test does)."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner
from regla.cli.main import cli

ROOT = Path(__file__).resolve().parent.parent


def test_the_readmes_board_picture_is_what_regla_board_draws_for_its_position(tmp_path: Path) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    position = next(block for block in re.findall(r"```yaml\n(.*?)```", readme, re.S)
                    if block.startswith("players:") and "castillo_to" in block)
    assert "![The README position drawn by regla board](docs/board.svg)" in readme
    (tmp_path / "position.yaml").write_text(position, encoding="utf-8")
    result = CliRunner().invoke(cli, ["board", str(tmp_path / "position.yaml"), "--locale", "en", "-o",
                                       str(tmp_path / "board.svg")])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "board.svg").read_text(encoding="utf-8") == (ROOT / "docs" / "board.svg").read_text(
        encoding="utf-8"), "docs/board.svg is out of date: draw it again with regla board"
