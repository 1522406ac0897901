"""The README's modding tutorial, run as written: its files written, its commands run in order with the
exit status they say, and what it shows them printing found in what they print."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"
ROOT = README.parent
BLOCK = re.compile(r"```(\w+)\n(.*?)```", re.S)


def tutorial() -> list[tuple[str, str]]:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## Modding\n"):text.index("### Plugins\n")]
    return [(kind, body) for kind, body in BLOCK.findall(section)]


def test_the_tutorial_has_every_step() -> None:
    kinds = [kind for kind, _ in tutorial()]
    commands = " ".join(body for kind, body in tutorial() if kind == "sh")
    for step in ("regla mod new", "regla mod check", "regla mod test", "regla play", "regla mod pack"):
        assert step in commands
    assert kinds.count("yaml") >= 4 and kinds.count("text") >= 4


def test_the_modding_tutorial_runs_as_written(tmp_path: Path) -> None:
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}", "REGLA_MODS": "",
           "LANGUAGE": "", "LC_ALL": "C.UTF-8", "COLUMNS": "200"}
    printed = ""
    checked: list[str] = []
    for kind, body in tutorial():
        if kind == "yaml":
            target = body.splitlines()[0].removeprefix("# ")
            if target.startswith("examples/"):
                # an excerpt of a file of the repository: it must be there as shown
                assert body.split("\n", 1)[1] in (ROOT / target).read_text(encoding="utf-8")
                continue
            (tmp_path / target).write_text(body, encoding="utf-8")
        elif kind == "sh":
            printed = ""
            checked = []
            for line in body.strip().splitlines():
                command, _, comment = line.partition("  # ")
                expected = int(comment.removeprefix("exit status ")) if comment.startswith("exit status") else 0
                done = subprocess.run(command, shell=True, cwd=tmp_path, env=env, capture_output=True, text=True,
                                      timeout=300)
                assert done.returncode == expected, (command, done.stdout, done.stderr)
                printed += done.stdout + done.stderr
                if command.startswith("regla mod check"):
                    # a check's report is shown whole: every problem it names is in the text after it
                    checked += [line for line in (done.stdout + done.stderr).splitlines() if line]
        elif kind == "text":
            for shown in body.strip().splitlines():
                # "…" stands for what changes from run to run (a speed), within the line
                assert re.search("[^\n]*".join(map(re.escape, shown.split("…"))), printed), (shown, printed)
            for line in checked:
                assert line in body.splitlines(), (line, body)
    assert (tmp_path / "dist" / "my-cards-0.1.0.zip").is_file()
